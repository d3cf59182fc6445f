/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { Text } from '@react-email/text';
import { MailLayout, textStyle } from './MailLayout.tsx';
import { ViewOrderLink } from './ViewOrderLink.tsx';

/** The statuses a customer is told about, with what the mail says. */
export const STATUS_NEWS = {
  shipped: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} order ${orderNumber} is on its way`,
    heading: 'Your order is on its way',
    line: 'has left our atelier and is on its way to you.',
  },
  completed: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} order ${orderNumber} is complete`,
    heading: 'Your order is complete',
    line: 'is complete. We hope you love what you chose.',
  },
} as const;
export type NotifiedStatus = keyof typeof STATUS_NEWS;

interface OrderStatusMailProps {
  shopUrl: string;
  orderUrl: string;
  /** `#1042`. */
  orderNumber: string;
  status: NotifiedStatus;
}

export function OrderStatusMail({ shopUrl, orderUrl, orderNumber, status }: OrderStatusMailProps) {
  const news = STATUS_NEWS[status];
  return (
    <MailLayout preview={`Order ${orderNumber} ${news.line}`} heading={news.heading} shopUrl={shopUrl}>
      <Text style={textStyle}>
        Order {orderNumber} {news.line}
      </Text>
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
