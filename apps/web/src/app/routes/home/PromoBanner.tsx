// The shop's promises: free delivery, money back, and people to talk to.
import { BadgeDollarSign, Headset, type LucideIcon, Truck } from 'lucide-react';

const PROMISES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Truck, title: 'Free Delivery', text: 'Every order ships free, wrapped and tracked to your door.' },
  {
    icon: BadgeDollarSign,
    title: '100% Money Back Guarantee',
    text: 'Changed your mind? Send it back within 30 days for a full refund.',
  },
  { icon: Headset, title: 'Strong Support', text: 'Our stylists answer every message, seven days a week.' },
];

export function PromoBanner() {
  return (
    <section aria-label="Our promises" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ul className="grid gap-10 border-y border-line py-12 md:grid-cols-3 md:gap-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-3 px-4 text-center">
            <Icon size={32} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
            <h3 className="text-xl text-ink">{title}</h3>
            <p className="max-w-xs text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
