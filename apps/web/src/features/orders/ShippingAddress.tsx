// Where an order ships, laid out as on a parcel's label.
import type { ShippingAddress as Address } from '@atelier/domain';
import { useCountryName } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';

export function ShippingAddress({ address }: { address: Address | null }) {
  const translate = useTranslate();
  const countryName = useCountryName();
  if (!address) return <p className="text-sm text-muted">{translate('order.noAddress')}</p>;
  return (
    <address className="text-sm leading-relaxed not-italic">
      <span className="block font-medium">{address.name}</span>
      <span className="block">{address.line1}</span>
      {address.line2 ? <span className="block">{address.line2}</span> : null}
      <span className="block">
        {address.postalCode} {address.city}
      </span>
      <span className="block">{countryName(address.country)}</span>
    </address>
  );
}
