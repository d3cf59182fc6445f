// The shop's promises: delivery, money back, and people to talk to. The delivery promise quotes the home zone's free
// delivery threshold as the zones give it now, so it stays true when the owner changes them (decision 531).
import type { PlaceholderValues } from '@atelier/domain';
import { BadgeDollarSign, Headset, type LucideIcon, Truck } from 'lucide-react';
import { useShownSettings } from '../../../features/settings/useShownSettings';
import type { MessageId } from '../../../shared/i18n/messageId';
import { type Translate, useTranslate } from '../../../shared/i18n/useTranslate';

/** The free delivery threshold of the home zone; without one (a zone that ships free outright, say), the care. */
function deliveryPromise(values: PlaceholderValues, translate: Translate): string {
  const { homeZone, freeShippingFrom } = values;
  return homeZone && freeShippingFrom
    ? translate('home.promise.deliveryFrom', { homeZone, freeShippingFrom })
    : translate('home.promise.deliveryWrapped');
}

const PROMISES: { icon: LucideIcon; title: MessageId; text: (values: PlaceholderValues, translate: Translate) => string }[] = [
  { icon: Truck, title: 'home.promise.delivery', text: deliveryPromise },
  {
    icon: BadgeDollarSign,
    title: 'home.promise.moneyBack',
    text: (_values, translate) => translate('home.promise.moneyBackText'),
  },
  { icon: Headset, title: 'home.promise.support', text: (_values, translate) => translate('home.promise.supportText') },
];

export function PromoBanner() {
  const values = useShownSettings()?.placeholders ?? {};
  const translate = useTranslate();
  return (
    <section aria-label={translate('home.promise.label')} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ul className="grid gap-10 border-y border-line py-12 md:grid-cols-3 md:gap-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-3 px-4 text-center">
            <Icon size={32} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
            <h3 className="text-xl text-ink">{translate(title)}</h3>
            <p className="max-w-xs text-sm text-muted">{text(values, translate)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
