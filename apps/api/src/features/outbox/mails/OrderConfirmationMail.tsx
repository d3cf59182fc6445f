/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import {
  addWorkingDays,
  type Currency,
  countryName,
  formatMinorUnits,
  type ShippingAddress,
  TAX_RATE,
  type TaxLineCents,
} from '@atelier/domain';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MailLayout, mailColours, textStyle } from './MailLayout.tsx';
import { type MailLanguage, useMailLanguage } from './mailText.ts';
import { ViewOrderLink } from './ViewOrderLink.tsx';

export interface ConfirmedLine {
  name: string;
  /** Null for a one-size product. */
  size: string | null;
  quantity: number;
  priceCents: number;
}

interface OrderConfirmationMailProps {
  shopUrl: string;
  orderUrl: string;
  /** The order's number as people call it, `#1042`. */
  orderNumber: string;
  lines: ConfirmedLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The order's currency: every amount is in its minor units. */
  currency: Currency;
  /** Whether the prices held the tax (the mail says how much) or it was added (a line of its own). */
  taxIncluded: boolean;
  taxLines: readonly Pick<TaxLineCents, 'rate'>[];
  /** Where it ships; null when the payment page collected no address. */
  shippingAddress: ShippingAddress | null;
  /** The delivery method paid for; null on an order without one. */
  delivery: { name: string; priceCents: number; minDays: number; maxDays: number; placedAt: Date } | null;
  /** The promotion it was paid with and what it took off the lines; null without one. */
  discount: { name: string; cents: number } | null;
}

const cell = { ...textStyle, margin: '4px 0' };

/** "5 %", "20 %, 5.5 %": the rates of the order's tax lines; the spec's 5 % for an order from before them. */
function taxRates(taxLines: readonly Pick<TaxLineCents, 'rate'>[], locale: string): string {
  const rates = taxLines.length > 0 ? taxLines.map((line) => line.rate) : [TAX_RATE * 100];
  return rates.map((rate) => `${rate.toLocaleString(locale)} %`).join(', ');
}

/** "Jane Doe, 1 Main St, 10001 New York, United States". */
function addressText(address: ShippingAddress, locale: string): string {
  const { name, line1, line2, postalCode, city, country } = address;
  return [name, line1, ...(line2 ? [line2] : []), `${postalCode} ${city}`, countryName(country, locale)].join(', ');
}

/** "Standard delivery, 3–5 working days: expected Dec 2 – Dec 4", the days counted from when the order was placed. */
function deliveryText(delivery: NonNullable<OrderConfirmationMailProps['delivery']>, { locale, t }: MailLanguage): string {
  const { name, minDays, maxDays, placedAt } = delivery;
  const shortDate = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const first = shortDate.format(addWorkingDays(placedAt, minDays));
  const last = shortDate.format(addWorkingDays(placedAt, maxDays));
  const expected = first === last ? t('confirmation.expectedOn', { first }) : t('confirmation.expectedBetween', { first, last });
  const days = minDays === maxDays ? `${minDays}` : `${minDays}–${maxDays}`;
  return t('confirmation.deliveryWindow', { name, days, max: maxDays, expected });
}

export function OrderConfirmationMail(props: OrderConfirmationMailProps) {
  const { shopUrl, orderUrl, orderNumber, lines, subtotalCents, taxCents, totalCents, shippingAddress, delivery, discount } =
    props;
  const speaking = useMailLanguage();
  const { locale, t } = speaking;
  const price = (minor: number) => formatMinorUnits(minor, props.currency, locale);
  const amountOff = (cents: number) => (cents > 0 ? `−${price(cents)}` : t('confirmation.freeDelivery'));
  const total = t('confirmation.total');
  const sums = [
    [t('confirmation.subtotal'), price(subtotalCents)],
    ...(discount ? [[t('confirmation.discount', { name: discount.name }), amountOff(discount.cents)] as const] : []),
    ...(delivery
      ? [
          [
            t('confirmation.delivery', { name: delivery.name }),
            delivery.priceCents === 0 ? t('confirmation.free') : price(delivery.priceCents),
          ] as const,
        ]
      : []),
    ...(props.taxIncluded
      ? []
      : [[t('confirmation.tax', { rates: taxRates(props.taxLines, locale) }), price(taxCents)] as const]),
    [total, price(totalCents)],
  ] as const;
  return (
    <MailLayout
      preview={t('confirmation.preview', { number: orderNumber, total: price(totalCents) })}
      heading={t('confirmation.heading')}
      shopUrl={shopUrl}
    >
      <Text style={textStyle}>{t('confirmation.paid', { number: orderNumber })}</Text>
      <Section
        style={{ borderBottom: `1px solid ${mailColours.line}`, borderTop: `1px solid ${mailColours.line}`, padding: '8px 0' }}
      >
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is all that tells two lines of one product apart
          <Row key={i}>
            <Column style={cell}>
              {line.size
                ? t('confirmation.sizedLine', { name: line.name, size: line.size, quantity: line.quantity })
                : t('confirmation.line', { name: line.name, quantity: line.quantity })}
            </Column>
            <Column style={{ ...cell, textAlign: 'right' }}>{price(line.priceCents * line.quantity)}</Column>
          </Row>
        ))}
      </Section>
      <Section style={{ padding: '8px 0 16px' }}>
        {sums.map(([label, amount]) => (
          <Row key={label}>
            <Column style={{ ...cell, fontWeight: label === total ? 700 : 400 }}>{label}</Column>
            <Column style={{ ...cell, fontWeight: label === total ? 700 : 400, textAlign: 'right' }}>{amount}</Column>
          </Row>
        ))}
        {props.taxIncluded && taxCents > 0 ? (
          <Text style={{ ...cell, textAlign: 'right' }}>{t('confirmation.includesTax', { tax: price(taxCents) })}</Text>
        ) : null}
      </Section>
      {shippingAddress ? (
        <Text style={textStyle}>{t('confirmation.shipsTo', { address: addressText(shippingAddress, locale) })}</Text>
      ) : null}
      {delivery ? <Text style={textStyle}>{deliveryText(delivery, speaking)}</Text> : null}
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
