/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { type Currency, formatMinorUnits, type RefundReason } from '@atelier/domain';
import { Text } from '@react-email/text';
import { MailLayout, textStyle } from './MailLayout.tsx';
import { type MailText, useMailLanguage } from './mailText.ts';
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

/** What the mail says for each way money goes back: the catalogue's words for its subject and heading. */
export const REFUND_NEWS = {
  refund: { subject: 'refund.subject', heading: 'refund.heading' },
  provider: { subject: 'refund.subject', heading: 'refund.heading' },
  cancellation: { subject: 'refund.cancellation.subject', heading: 'refund.cancellation.heading' },
  sold_out: { subject: 'refund.soldOut.subject', heading: 'refund.soldOut.heading' },
} as const;

/** What the mail says first, before the amount. */
const REFUND_OPENING: Record<RefundReason, (orderNumber: string, t: MailText) => string> = {
  refund: () => '',
  provider: () => '',
  cancellation: (number, t) => t('refund.cancellation.opening', { number }),
  sold_out: (number, t) => t('refund.soldOut.opening', { number }),
};

export function OrderRefundMail(props: OrderRefundMailProps) {
  const { shopUrl, orderUrl, orderNumber, reason, amountCents, currency, lines } = props;
  const { locale, t } = useMailLanguage();
  const amount = formatMinorUnits(amountCents, currency, locale);
  return (
    <MailLayout
      preview={t('refund.preview', { amount, number: orderNumber })}
      heading={t(REFUND_NEWS[reason].heading)}
      shopUrl={shopUrl}
    >
      <Text style={textStyle}>
        {REFUND_OPENING[reason](orderNumber, t)}
        {t('refund.sent', { amount, number: orderNumber })}
      </Text>
      {lines.map((line) => (
        <Text key={`${line.name}-${line.size ?? ''}`} style={{ ...textStyle, margin: '4px 0' }}>
          {line.size
            ? t('refund.sizedLine', { quantity: line.quantity, name: line.name, size: line.size })
            : t('refund.line', { quantity: line.quantity, name: line.name })}
        </Text>
      ))}
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
