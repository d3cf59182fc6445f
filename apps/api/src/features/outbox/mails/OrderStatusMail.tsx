/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { Text } from '@react-email/text';
import { MailLayout, textStyle } from './MailLayout.tsx';
import { useMailLanguage } from './mailText.ts';
import { ViewOrderLink } from './ViewOrderLink.tsx';

/** The statuses a customer is told about, with the catalogue's words the mail says (`status.shipped.subject`, …). */
export const STATUS_NEWS = {
  shipped: {
    subject: 'status.shipped.subject',
    heading: 'status.shipped.heading',
    line: 'status.shipped.line',
  },
  completed: {
    subject: 'status.completed.subject',
    heading: 'status.completed.heading',
    line: 'status.completed.line',
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
  const { t } = useMailLanguage();
  const line = t(news.line, { number: orderNumber });
  return (
    <MailLayout preview={line} heading={t(news.heading)} shopUrl={shopUrl}>
      <Text style={textStyle}>{line}</Text>
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
