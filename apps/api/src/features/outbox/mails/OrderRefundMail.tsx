/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { formatPrice, type RefundReason, toDollars } from '@atelier/domain';
import { Text } from '@react-email/components';
import { MailLayout, textStyle } from './MailLayout.tsx';
import { ViewOrderLink } from './ViewOrderLink.tsx';

export interface RefundedLine {
  name: string;
  size: string | null;
  quantity: number;
}

interface OrderRefundMailProps {
  shopUrl: string;
  orderUrl: string;
  orderId: string;
  reason: RefundReason;
  amountCents: number;
  /** Empty for a refund made at the payment service, which names no lines. */
  lines: RefundedLine[];
}

/** What the mail says for each way money goes back. */
export const REFUND_NEWS = {
  refund: { subject: 'Your Atelier refund is on its way', heading: 'Your refund is on its way' },
  provider: { subject: 'Your Atelier refund is on its way', heading: 'Your refund is on its way' },
  cancellation: { subject: 'Your Atelier order is cancelled', heading: 'Your order is cancelled' },
} as const satisfies Record<RefundReason, { subject: string; heading: string }>;

export function OrderRefundMail({ shopUrl, orderUrl, orderId, reason, amountCents, lines }: OrderRefundMailProps) {
  const amount = formatPrice(toDollars(amountCents));
  return (
    <MailLayout preview={`${amount} back for order ${orderId}`} heading={REFUND_NEWS[reason].heading} shopUrl={shopUrl}>
      <Text style={textStyle}>
        {reason === 'cancellation' ? `Order ${orderId} is cancelled as you asked. ` : ''}
        We have refunded {amount} for order {orderId} to the card you paid with; your bank may take a few days to show it.
      </Text>
      {lines.map((line) => (
        <Text key={`${line.name}-${line.size ?? ''}`} style={{ ...textStyle, margin: '4px 0' }}>
          {line.quantity} × {line.name}
          {line.size ? ` (size ${line.size})` : ''}
        </Text>
      ))}
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
