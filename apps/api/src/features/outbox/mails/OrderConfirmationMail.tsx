/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import {
  amountOffText,
  type Currency,
  countryName,
  deliveryWindowText,
  expectedDeliveryText,
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

/** "Tax (5 %)", "Tax (20 %, 5.5 %)": the rates of the order's tax lines; the spec's 5 % for an order from before them. */
function taxLabel(taxLines: readonly Pick<TaxLineCents, 'rate'>[]): string {
  const rates = taxLines.length > 0 ? taxLines.map((line) => line.rate) : [TAX_RATE * 100];
  return `Tax (${rates.map((rate) => `${rate} %`).join(', ')})`;
}

export function OrderConfirmationMail(props: OrderConfirmationMailProps) {
  const { shopUrl, orderUrl, orderNumber, lines, subtotalCents, taxCents, totalCents, shippingAddress, delivery, discount } =
    props;
  const price = (minor: number) => formatMinorUnits(minor, props.currency);
  const sums = [
    ['Subtotal', price(subtotalCents)],
    ...(discount ? [[`Discount: ${discount.name}`, amountOffText(discount.cents, props.currency)] as const] : []),
    ...(delivery
      ? [[`Delivery: ${delivery.name}`, delivery.priceCents === 0 ? 'Free' : price(delivery.priceCents)] as const]
      : []),
    ...(props.taxIncluded ? [] : [[taxLabel(props.taxLines), price(taxCents)] as const]),
    ['Total', price(totalCents)],
  ] as const;
  return (
    <MailLayout
      preview={`Order ${orderNumber} is confirmed: ${price(totalCents)}`}
      heading="Thank you for your order"
      shopUrl={shopUrl}
    >
      <Text style={textStyle}>Your payment is confirmed. Order {orderNumber}:</Text>
      <Section
        style={{ borderBottom: `1px solid ${mailColours.line}`, borderTop: `1px solid ${mailColours.line}`, padding: '8px 0' }}
      >
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is all that tells two lines of one product apart
          <Row key={i}>
            <Column style={cell}>
              {line.name}
              {line.size ? ` (size ${line.size})` : ''} × {line.quantity}
            </Column>
            <Column style={{ ...cell, textAlign: 'right' }}>{price(line.priceCents * line.quantity)}</Column>
          </Row>
        ))}
      </Section>
      <Section style={{ padding: '8px 0 16px' }}>
        {sums.map(([label, amount]) => (
          <Row key={label}>
            <Column style={{ ...cell, fontWeight: label === 'Total' ? 700 : 400 }}>{label}</Column>
            <Column style={{ ...cell, fontWeight: label === 'Total' ? 700 : 400, textAlign: 'right' }}>{amount}</Column>
          </Row>
        ))}
        {props.taxIncluded && taxCents > 0 ? (
          <Text style={{ ...cell, textAlign: 'right' }}>Includes {price(taxCents)} VAT</Text>
        ) : null}
      </Section>
      {shippingAddress ? (
        <Text style={textStyle}>
          Shipping to {shippingAddress.name}, {shippingAddress.line1}
          {shippingAddress.line2 ? `, ${shippingAddress.line2}` : ''}, {shippingAddress.postalCode} {shippingAddress.city},{' '}
          {countryName(shippingAddress.country)}.
        </Text>
      ) : null}
      {delivery ? (
        <Text style={textStyle}>
          {delivery.name} delivery, {deliveryWindowText(delivery.minDays, delivery.maxDays)}:{' '}
          {expectedDeliveryText(delivery.placedAt, delivery.minDays, delivery.maxDays).replace('Expected', 'expected')}.
        </Text>
      ) : null}
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
