/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { buttonStyle, MailLayout, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';
import { useMailLanguage } from './mailText.ts';

interface PasswordResetMailProps {
  shopUrl: string;
  resetUrl: string;
  username: string;
}

export function PasswordResetMail({ shopUrl, resetUrl, username }: PasswordResetMailProps) {
  const shop = useContext(MailShopContext);
  const { t } = useMailLanguage();
  return (
    <MailLayout preview={t('reset.preview', { shop: shop.name })} heading={t('reset.heading')} shopUrl={shopUrl}>
      <Text style={textStyle}>{t('reset.hello', { username })}</Text>
      <Text style={textStyle}>{t('reset.why', { shop: shop.name })}</Text>
      <Button href={resetUrl} style={buttonStyle}>
        {t('reset.button')}
      </Button>
      <Text style={textStyle}>{t('link.orOpen', { url: resetUrl })}</Text>
      <Text style={textStyle}>{t('reset.ignore')}</Text>
    </MailLayout>
  );
}
