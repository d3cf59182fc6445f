/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { MailLayout, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';
import { ViewOrderLink } from './ViewOrderLink.tsx';

/** The steps of a return the customer is told about, with what the mail says. */
export const RETURN_NEWS = {
  approved: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} return for order ${orderNumber} is approved`,
    heading: 'Your return is approved',
  },
  rejected: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} return for order ${orderNumber} was declined`,
    heading: 'We cannot accept this return',
  },
  received: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} return for order ${orderNumber} has arrived`,
    heading: 'Your return has arrived',
  },
  closed: {
    subject: (shopName: string, orderNumber: string) => `Your ${shopName} return for order ${orderNumber} is complete`,
    heading: 'Your return is complete',
  },
} as const;
export type ReturnNews = keyof typeof RETURN_NEWS;

interface ReturnMailProps {
  shopUrl: string;
  orderUrl: string;
  /** `#1042`. */
  orderNumber: string;
  news: ReturnNews;
  /** What the mail says besides the step: the lines sent back, the refund, the replacement, the reason declined. */
  details: string[];
}

/** Where to post the parcel: the shop's address as its settings give it, or how to learn it until they do. */
function ParcelAddress() {
  const { name, address } = useContext(MailShopContext);
  if (!address) return <Text style={textStyle}>Reply to this mail and we will tell you where to send your parcel.</Text>;
  return (
    <Text style={textStyle}>
      Please send your parcel to {name}, {address}, with your order number inside.
    </Text>
  );
}

export function ReturnMail({ shopUrl, orderUrl, orderNumber, news, details }: ReturnMailProps) {
  const { heading } = RETURN_NEWS[news];
  return (
    <MailLayout preview={`${heading}: order ${orderNumber}`} heading={heading} shopUrl={shopUrl}>
      <Text style={textStyle}>
        {heading}: order {orderNumber}.
      </Text>
      {details.map((line) => (
        <Text key={line} style={{ ...textStyle, margin: '4px 0' }}>
          {line}
        </Text>
      ))}
      {news === 'approved' ? <ParcelAddress /> : null}
      <ViewOrderLink orderUrl={orderUrl} />
    </MailLayout>
  );
}
