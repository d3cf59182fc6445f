/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { type Currency, formatMinorUnits, type RefundReason } from '@atelier/domain';
import { Text } from '@react-email/text';
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
  /** `#1042`. */
  orderNumber: string;
  reason: RefundReason;
  amountCents: number;
  /** The order's currency, which the refund is in. */
  currency: Currency;
  /** Empty for a refund made at the payment service, which names no lines. */
  lines: RefundedLine[];
}

/** What the mail says for each way money goes back. */
export const REFUND_NEWS = {
  refund: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} refund for order ${orderNumber} is on its way`,
    heading: 'Your refund is on its way',
  },
  provider: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} refund for order ${orderNumber} is on its way`,
    heading: 'Your refund is on its way',
  },
  cancellation: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} order ${orderNumber} is cancelled`,
    heading: 'Your order is cancelled',
  },
  sold_out: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} order ${orderNumber} could not be filled`,
    heading: 'It sold out while you paid',
  },
} as const satisfies Record<RefundReason, { subject: (shopName: string, orderNumber: string) => string; heading: string }>;

/** What the mail says first, before the amount. */
const REFUND_OPENING: Record<RefundReason, (orderNumber: string) => string> = {
  refund: () => '',
  provider: () => '',
  cancellation: (orderNumber) => `Order ${orderNumber} is cancelled as you asked. `,
  sold_out: (orderNumber) =>
    `The last of what you ordered in ${orderNumber} went to another customer while your payment was on its way, so we could not send it. `,
};

export function OrderRefundMail(props: OrderRefundMailProps) {
  const { shopUrl, orderUrl, orderNumber, reason, amountCents, currency, lines } = props;
  const amount = formatMinorUnits(amountCents, currency);
  return (
    <MailLayout preview={`${amount} back for order ${orderNumber}`} heading={REFUND_NEWS[reason].heading} shopUrl={shopUrl}>
      <Text style={textStyle}>
        {REFUND_OPENING[reason](orderNumber)}
        We have refunded {amount} for order {orderNumber} to the card you paid with; your bank may take a few days to show it.
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
