// How to reach the shop, as its settings say: where it is, when it is open, its email and phone. A part the settings
// leave empty is not shown.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useGetSettingsQuery } from '../../features/settings/api';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { telephoneHref } from '../layouts/telephoneHref';

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
  const translate = useTranslate();
  useDocumentTitle(translate('contact.title'));
  const shop = useGetSettingsQuery().data?.shop;
  return (
    <main className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-20">
      <div className="max-w-2xl">
        <p className="text-xs font-medium tracking-[0.3em] text-accent uppercase">{translate('contact.title')}</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{translate('contact.heading')}</h1>
        <p className="mt-4 text-lg text-muted">{translate('contact.lead')}</p>
      </div>
      {shop && (
        <div className="mt-12 grid gap-6 sm:grid-cols-2">
          {shop.address && (
            <ContactCard icon={<MapPin aria-hidden="true" className="size-5" />} title={translate('contact.visit')}>
              <address className="not-italic">
                <p>{shop.address.line1}</p>
                {shop.address.line2 && <p>{shop.address.line2}</p>}
                <p>{[shop.address.postalCode, shop.address.city].filter(Boolean).join(' ')}</p>
              </address>
            </ContactCard>
          )}
          {shop.hours.length > 0 && (
            <ContactCard icon={<Clock aria-hidden="true" className="size-5" />} title={translate('contact.hours')}>
              <dl>
                {shop.hours.map(({ days, time }) => (
                  <div key={days} className="flex justify-between gap-4">
                    <dt>{days}</dt>
                    <dd className="text-ink">{time}</dd>
                  </div>
                ))}
              </dl>
            </ContactCard>
          )}
          {shop.email && (
            <ContactCard icon={<Mail aria-hidden="true" className="size-5" />} title={translate('contact.email')}>
              <a href={`mailto:${shop.email}`} className={LINK}>
                {shop.email}
              </a>
              <p>{translate('contact.emailAnswer')}</p>
            </ContactCard>
          )}
          {shop.phone && (
            <ContactCard icon={<Phone aria-hidden="true" className="size-5" />} title={translate('contact.phone')}>
              <a href={telephoneHref(shop.phone)} className={LINK}>
                {shop.phone}
              </a>
              {shop.hours.length > 0 && <p>{translate('contact.phoneHours')}</p>}
            </ContactCard>
          )}
        </div>
      )}
    </main>
  );
}
