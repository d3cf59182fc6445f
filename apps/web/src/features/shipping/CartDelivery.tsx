// The cart's delivery: where to ship ("Ship to"), the methods and prices for that country and the nudge toward free
// delivery. The cheapest method's price is a line of the cart's summary and part of its one grand total (decision 530).
// It is an estimate: the payment page prices delivery for the shipping address's country (decision 495).
import { useId } from 'react';
import { controlClasses } from '../../components/FormField';
import { useCountryName, useDeliveryWindowText } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useGetShippingCountriesQuery } from './api';
import { type DeliveryEstimateFor, useDeliveryEstimate } from './useDeliveryEstimate';

interface CartDeliveryProps extends DeliveryEstimateFor {
  onCountryChange: (country: string) => void;
}

export function CartDelivery({ onCountryChange, ...asked }: CartDeliveryProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const countryName = useCountryName();
  const deliveryWindowText = useDeliveryWindowText();
  const id = useId();
  const countries = useGetShippingCountriesQuery().data?.countries ?? [];
  const { country } = asked;
  const { methods, nudge, undeliverable } = useDeliveryEstimate(asked);
  const sorted = [...countries].sort((a, b) => countryName(a).localeCompare(countryName(b)));

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-line pt-4 text-sm">
      <h3 id={`${id}-title`} className="sr-only">
        {translate('delivery.title')}
      </h3>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-country`} className="font-medium text-ink">
          {translate('delivery.shipTo')}
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
        {translate('delivery.estimate')}
      </p>
      {methods.length > 0 ? (
        <ul className="space-y-1" aria-label={translate('delivery.methods')}>
          {methods.map((method) => (
            <li key={method._id} className="flex justify-between gap-3">
              <span className="text-muted">
                {method.name} · {deliveryWindowText(method.minDays, method.maxDays)}
              </span>
              <span className="tabular-nums">{method.price === 0 ? translate('cart.free') : formatPrice(method.price)}</span>
            </li>
          ))}
        </ul>
      ) : undeliverable ? (
        <p className="text-muted">{translate('delivery.notThere', { country: countryName(country) })}</p>
      ) : null}
      {nudge?.amountToFree ? (
        <p className="text-accent" role="status">
          {translate('delivery.nudge', { amount: formatPrice(nudge.amountToFree) })}
        </p>
      ) : null}
    </section>
  );
}
