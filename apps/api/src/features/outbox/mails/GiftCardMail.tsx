/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { buttonStyle, MailLayout, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';

interface GiftCardMailProps {
  shopUrl: string;
  recipientName: string;
  /** The amount in the shop's currency, as the shop writes it ("$50.00"). */
  amount: string;
  code: string;
  message: string | null;
}

export function GiftCardMail({ shopUrl, recipientName, amount, code, message }: GiftCardMailProps) {
  const shop = useContext(MailShopContext);
  return (
    <MailLayout preview={`A ${amount} gift card for ${shop.name}`} heading={`A ${amount} gift card for you`} shopUrl={shopUrl}>
      <Text style={textStyle}>Hello {recipientName},</Text>
      {message ? <Text style={textStyle}>{message}</Text> : null}
      <Text style={textStyle}>
        Your gift card code is <strong>{code}</strong>. Enter it in your cart or at checkout to spend it, all at once or a little
        at a time.
      </Text>
      <Button href={shopUrl} style={buttonStyle}>
        Visit {shop.name}
      </Button>
      <Text style={textStyle}>See what is left on it at any time: {`${shopUrl}/gift-cards/balance`}</Text>
    </MailLayout>
  );
}
