/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { countryName, formatPrice, type ShippingAddress, TAX_RATE, toDollars } from '@atelier/domain';
import { Column, Row, Section, Text } from '@react-email/components';
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
  /** The payment's reference, as the customer's order list shows it. */
  orderId: string;
  lines: ConfirmedLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** Where it ships; null when the payment page collected no address. */
  shippingAddress: ShippingAddress | null;
}

const price = (cents: number) => formatPrice(toDollars(cents));
const cell = { ...textStyle, margin: '4px 0' };

export function OrderConfirmationMail(props: OrderConfirmationMailProps) {
  const { shopUrl, orderUrl, orderId, lines, subtotalCents, taxCents, totalCents, shippingAddress } = props;
  const sums = [
    ['Subtotal', price(subtotalCents)],
    [`Tax (${TAX_RATE * 100} %)`, price(taxCents)],
    ['Total', price(totalCents)],
  ] as const;
  return (
    <MailLayout
      preview={`Order ${orderId} is confirmed: ${price(totalCents)}`}
      heading="Thank you for your order"
      shopUrl={shopUrl}
    >
      <Text style={textStyle}>Your payment is confirmed. Order {orderId}:</Text>
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
      </Section>
      {shippingAddress ? (
        <Text style={textStyle}>
          Shipping to {shippingAddress.name}, {shippingAddress.line1}
          {shippingAddress.line2 ? `, ${shippingAddress.line2}` : ''}, {shippingAddress.postalCode} {shippingAddress.city},{' '}
          {countryName(shippingAddress.country)}.
        </Text>
      ) : null}
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
