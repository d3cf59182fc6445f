import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { SHOP_CONTACT } from '../layouts/shopContact';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="mb-4 grid size-11 place-items-center rounded-full bg-accent-soft text-accent">{icon}</div>
      <h2 className="mb-3 text-xl">{title}</h2>
      <div className="space-y-1 text-muted">{children}</div>
    </section>
  );
}

const LINK = 'inline-flex min-h-11 items-center text-ink underline decoration-line underline-offset-4 hover:text-accent';

export default function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <main className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-20">
      <div className="max-w-2xl">
        <p className="text-xs font-medium tracking-[0.3em] text-accent uppercase">Contact</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">We would love to hear from you</h1>
        <p className="mt-4 text-lg text-muted">
          Questions about a size, an order or a return? Write, call, or visit our studio boutique in Saint-Germain.
        </p>
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2">
        <ContactCard icon={<MapPin aria-hidden="true" className="size-5" />} title="Visit the boutique">
          <address className="not-italic">
            <p>{SHOP_CONTACT.street}</p>
            <p>{SHOP_CONTACT.city}</p>
          </address>
        </ContactCard>
        <ContactCard icon={<Clock aria-hidden="true" className="size-5" />} title="Opening hours">
          <dl>
            {SHOP_CONTACT.hours.map(({ days, time }) => (
              <div key={days} className="flex justify-between gap-4">
                <dt>{days}</dt>
                <dd className="text-ink">{time}</dd>
              </div>
            ))}
          </dl>
        </ContactCard>
        <ContactCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
          <a href={`mailto:${SHOP_CONTACT.email}`} className={LINK}>
            {SHOP_CONTACT.email}
          </a>
          <p>We answer within one working day.</p>
        </ContactCard>
        <ContactCard icon={<Phone aria-hidden="true" className="size-5" />} title="Phone">
          <a href={SHOP_CONTACT.phoneHref} className={LINK}>
            {SHOP_CONTACT.phone}
          </a>
          <p>During opening hours, in English and French.</p>
        </ContactCard>
      </div>
    </main>
  );
}
