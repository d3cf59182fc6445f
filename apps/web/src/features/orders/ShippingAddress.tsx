// Where an order ships, laid out as on a parcel's label.
import { type ShippingAddress as Address, countryName } from '@atelier/domain';

export function ShippingAddress({ address }: { address: Address | null }) {
  if (!address) return <p className="text-sm text-muted">No shipping address was collected for this order.</p>;
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
