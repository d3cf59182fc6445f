/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
// The one reminder of a checkout that ended unpaid: the pieces it held, and a link that puts them back in the cart.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { buttonStyle, MailLayout, textStyle } from './MailLayout.tsx';
import { UnsubscribeNote } from './StockAlertMails.tsx';

export interface RemindedLine {
  name: string;
  /** Null for a one-size product. */
  size: string | null;
  quantity: number;
}

interface CheckoutReminderMailProps {
  shopUrl: string;
  lines: RemindedLine[];
  cartUrl: string;
  unsubscribeUrl: string;
}

/** "Linen dress in size M × 2" */
const remindedPiece = ({ name, size, quantity }: RemindedLine) => `${name}${size ? ` in size ${size}` : ''} × ${quantity}`;

export function CheckoutReminderMail({ shopUrl, lines, cartUrl, unsubscribeUrl }: CheckoutReminderMailProps) {
  return (
    <MailLayout preview="The pieces you chose are waiting in your cart" heading="Still thinking it over?" shopUrl={shopUrl}>
      <Text style={textStyle}>You left the checkout before paying, so nothing was charged. These were in your cart:</Text>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is all that tells two lines of one product apart
        <Text key={i} style={{ ...textStyle, margin: '4px 0 4px 16px' }}>
          {remindedPiece(line)}
        </Text>
      ))}
      <Text style={textStyle}>One click puts them back in your cart. Stock is not held for you, so they may sell.</Text>
      <Button href={cartUrl} style={buttonStyle}>
        Back to my cart
      </Button>
      <Text style={textStyle}>Or open this address: {cartUrl}</Text>
      <UnsubscribeNote unsubscribeUrl={unsubscribeUrl} what="mails about your cart and new arrivals" />
    </MailLayout>
  );
}
