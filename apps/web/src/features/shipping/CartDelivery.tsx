// The cart's delivery: where to ship ("Ship to"), the methods and prices for that country, the nudge toward free
// delivery, and the delivery line with the total including it. The spec's four cart figures stay above, untouched.
// It is an estimate: the payment page prices delivery for the shipping address's country (decision 495).
import { countryName, deliveryWindowText } from '@atelier/domain';
import { useId } from 'react';
import { controlClasses } from '../../components/FormField';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useGetShippingCountriesQuery, useGetShippingOptionsQuery } from './api';

interface CartDeliveryProps {
  /** The goods after discounts, in dollars: what free thresholds are compared with. */
  subtotal: number;
  /** The cart's grand total (goods and tax), to which delivery is added. */
  grandTotal: number;
  /** A promotion makes every method free. */
  freeDelivery?: boolean;
  country: string;
  onCountryChange: (country: string) => void;
}

export function CartDelivery({ subtotal, grandTotal, freeDelivery = false, country, onCountryChange }: CartDeliveryProps) {
  const formatPrice = useFormatPrice();
  const id = useId();
  const countries = useGetShippingCountriesQuery().data?.countries ?? [];
  const quote = useGetShippingOptionsQuery({ country, subtotal }, { skip: country === '' });
  const quoted = quote.data?.methods ?? [];
  const methods = freeDelivery ? quoted.map((method) => ({ ...method, price: 0, amountToFree: null })) : quoted;
  const cheapest = methods[0];
  const nudge = methods.find((method) => method.amountToFree !== null && method.amountToFree > 0);
  const sorted = [...countries].sort((a, b) => countryName(a).localeCompare(countryName(b)));

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-line pt-4 text-sm">
      <h3 id={`${id}-title`} className="sr-only">
        Delivery
      </h3>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-country`} className="font-medium text-ink">
          Ship to
        </label>
        <select
          id={`${id}-country`}
          value={country}
          onChange={(event) => onCountryChange(event.target.value)}
          aria-describedby={`${id}-estimate`}
          className={`${controlClasses} mt-0 w-auto max-w-[60%]`}
        >
          {sorted.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-estimate`} className="text-xs text-muted">
        An estimate: at checkout, delivery is priced for the country of your shipping address.
      </p>
      {methods.length > 0 ? (
        <ul className="space-y-1" aria-label="Delivery methods">
          {methods.map((method) => (
            <li key={method._id} className="flex justify-between gap-3">
              <span className="text-muted">
                {method.name} · {deliveryWindowText(method.minDays, method.maxDays)}
              </span>
              <span className="tabular-nums">{method.price === 0 ? 'Free' : formatPrice(method.price)}</span>
            </li>
          ))}
        </ul>
      ) : quote.isSuccess ? (
        <p className="text-muted">We do not deliver to {countryName(country)} yet.</p>
      ) : null}
      {nudge?.amountToFree ? (
        <p className="text-accent" role="status">
          Add {formatPrice(nudge.amountToFree)} more for free delivery
        </p>
      ) : null}
      {cheapest ? (
        <dl className="space-y-2">
          <div className="flex justify-between">
            <dt className="text-muted">Delivery ({cheapest.name})</dt>
            <dd className="tabular-nums">{cheapest.price === 0 ? 'Free' : formatPrice(cheapest.price)}</dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>Total with delivery</dt>
            <dd className="tabular-nums">{formatPrice(Math.round((grandTotal + cheapest.price) * 100) / 100)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
