/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { type Currency, formatMinorUnits } from '@atelier/domain';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { buttonStyle, MailLayout, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';
import { type MailText, useMailLanguage } from './mailText.ts';

interface GiftCardMailProps {
  shopUrl: string;
  recipientName: string;
  amountCents: number;
  currency: Currency;
  code: string;
  message: string | null;
}

/** The subject of a gift card's mail, in its reader's language. */
export const giftCardSubject = (amountCents: number, currency: Currency, locale: string) => (shop: string, t: MailText) =>
  t('giftCard.subject', { amount: formatMinorUnits(amountCents, currency, locale), shop });

/** The recipient's mail: the code, the amount, the buyer's message and the way to the shop; the code is nowhere else. */
export function GiftCardMail({ shopUrl, recipientName, amountCents, currency, code, message }: GiftCardMailProps) {
  const shop = useContext(MailShopContext);
  const { locale, t } = useMailLanguage();
  const amount = formatMinorUnits(amountCents, currency, locale);
  return (
    <MailLayout
      preview={t('giftCard.subject', { amount, shop: shop.name })}
      heading={t('giftCard.heading', { amount })}
      shopUrl={shopUrl}
    >
      <Text style={textStyle}>{t('giftCard.hello', { name: recipientName })}</Text>
      {message ? <Text style={textStyle}>{message}</Text> : null}
      <Text style={textStyle}>
        {t('giftCard.code')} <strong>{code}</strong>
      </Text>
      <Text style={textStyle}>{t('giftCard.spend')}</Text>
      <Button href={shopUrl} style={buttonStyle}>
        {t('giftCard.visit', { shop: shop.name })}
      </Button>
      <Text style={textStyle}>{t('giftCard.balance', { url: `${shopUrl}/gift-cards/balance` })}</Text>
    </MailLayout>
  );
}
