/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { type Currency, formatMinorUnits, type RefundDestination } from '@atelier/domain';
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { MailLayout, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';
import { type MailLanguage, useMailLanguage } from './mailText.ts';
import { ViewOrderLink } from './ViewOrderLink.tsx';

/** The steps of a return the customer is told about: the catalogue's words for each one's subject and heading. */
export const RETURN_NEWS = {
  approved: { subject: 'return.approved.subject', heading: 'return.approved.heading' },
  rejected: { subject: 'return.rejected.subject', heading: 'return.rejected.heading' },
  received: { subject: 'return.received.subject', heading: 'return.received.heading' },
  closed: { subject: 'return.closed.subject', heading: 'return.closed.heading' },
} as const;
export type ReturnNews = keyof typeof RETURN_NEWS;

/** What a return mail says besides its step, each said in the reader's language when the mail is written. */
export type ReturnDetail =
  | { kind: 'arrived'; quantity: number; name: string; size: string | null }
  | { kind: 'refunding'; amountCents: number; currency: Currency; to: RefundDestination }
  | { kind: 'replacement'; orderNumber: string }
  | { kind: 'thanks' }
  /** The admin's own words, as they wrote them (why a return was declined). */
  | { kind: 'said'; text: string };

function detailText(detail: ReturnDetail, { t, locale }: MailLanguage): string {
  switch (detail.kind) {
    case 'arrived':
      return detail.size
        ? t('return.arrivedSized', { quantity: detail.quantity, name: detail.name, size: detail.size })
        : t('return.arrived', { quantity: detail.quantity, name: detail.name });
    case 'refunding':
      return t(detail.to === 'storeCredit' ? 'return.refundingToStoreCredit' : 'return.refunding', {
        amount: formatMinorUnits(detail.amountCents, detail.currency, locale),
      });
    case 'replacement':
      return t('return.replacement', { number: detail.orderNumber });
    case 'thanks':
      return t('return.thanks');
    case 'said':
      return detail.text;
  }
}

interface ReturnMailProps {
  shopUrl: string;
  orderUrl: string;
  /** `#1042`. */
  orderNumber: string;
  news: ReturnNews;
  /** The lines sent back, the refund, the replacement, the reason declined. */
  details: ReturnDetail[];
}

/** Where to post the parcel: the shop's address as its settings give it, or how to learn it until they do. */
function ParcelAddress() {
  const { name, address } = useContext(MailShopContext);
  const { t } = useMailLanguage();
  return <Text style={textStyle}>{address ? t('return.sendTo', { shop: name, address }) : t('return.askAddress')}</Text>;
}

export function ReturnMail({ shopUrl, orderUrl, orderNumber, news, details }: ReturnMailProps) {
  const speaking = useMailLanguage();
  const heading = speaking.t(RETURN_NEWS[news].heading);
  const lines = details.map((detail) => detailText(detail, speaking));
  return (
    <MailLayout preview={speaking.t('return.preview', { heading, number: orderNumber })} heading={heading} shopUrl={shopUrl}>
      <Text style={textStyle}>{speaking.t('return.opening', { heading, number: orderNumber })}</Text>
      {lines.map((line) => (
        <Text key={line} style={{ ...textStyle, margin: '4px 0' }}>
          {line}
        </Text>
      ))}
      {news === 'approved' ? <ParcelAddress /> : null}
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
