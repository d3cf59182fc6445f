// The shop's promises: delivery, money back, and people to talk to. The delivery promise quotes the home zone's free
// delivery threshold as the zones give it now, so it stays true when the owner changes them (decision 531).
import { fillPlaceholders, type PlaceholderValues } from '@atelier/domain';
import { BadgeDollarSign, Headset, type LucideIcon, Truck } from 'lucide-react';
import { useShownSettings } from '../../../features/settings/useShownSettings';

const FREE_FROM = 'Free delivery in {{homeZone}} on orders from {{freeShippingFrom}}, wrapped and tracked to your door.';
/** No method of the home zone has a free delivery threshold (a zone that ships free outright, say). */
const NO_THRESHOLD = 'Wrapped with care and tracked to your door.';

function deliveryPromise(values: PlaceholderValues): string {
  return values.homeZone && values.freeShippingFrom ? fillPlaceholders(FREE_FROM, values) : NO_THRESHOLD;
}

const PROMISES: { icon: LucideIcon; title: string; text: (values: PlaceholderValues) => string }[] = [
  { icon: Truck, title: 'Free Delivery', text: deliveryPromise },
  {
    icon: BadgeDollarSign,
    title: '100% Money Back Guarantee',
    text: () => 'Changed your mind? Send it back within 30 days for a full refund.',
  },
  { icon: Headset, title: 'Strong Support', text: () => 'Our stylists answer every message, seven days a week.' },
];

export function PromoBanner() {
  const values = useShownSettings()?.placeholders ?? {};
  return (
    <section aria-label="Our promises" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ul className="grid gap-10 border-y border-line py-12 md:grid-cols-3 md:gap-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-3 px-4 text-center">
            <Icon size={32} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
            <h3 className="text-xl text-ink">{title}</h3>
            <p className="max-w-xs text-sm text-muted">{text(values)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
