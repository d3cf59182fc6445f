/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { buttonStyle, MailLayout, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';

interface PasswordResetMailProps {
  shopUrl: string;
  resetUrl: string;
  username: string;
}

export function PasswordResetMail({ shopUrl, resetUrl, username }: PasswordResetMailProps) {
  const shop = useContext(MailShopContext);
  return (
    <MailLayout preview={`Choose a new password for your ${shop.name} account`} heading="Reset your password" shopUrl={shopUrl}>
      <Text style={textStyle}>Hello {username},</Text>
      <Text style={textStyle}>
        Someone, hopefully you, asked to reset the password of your {shop.name} account. The link works once, for one hour.
      </Text>
      <Button href={resetUrl} style={buttonStyle}>
        Choose a new password
      </Button>
      <Text style={textStyle}>Or open this address: {resetUrl}</Text>
      <Text style={textStyle}>If you did not ask for this, ignore this mail: your password stays as it is.</Text>
    </MailLayout>
  );
}
