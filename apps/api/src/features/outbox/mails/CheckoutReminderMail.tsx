/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
// The one reminder of a checkout that ended unpaid: the pieces it held, and a link that puts them back in the cart.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { buttonStyle, MailLayout, textStyle } from './MailLayout.tsx';
import { type MailText, useMailLanguage } from './mailText.ts';
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
const remindedPiece = ({ name, size, quantity }: RemindedLine, t: MailText) =>
  size ? t('reminder.sizedLine', { name, size, quantity }) : t('reminder.line', { name, quantity });

export function CheckoutReminderMail({ shopUrl, lines, cartUrl, unsubscribeUrl }: CheckoutReminderMailProps) {
  const { t } = useMailLanguage();
  return (
    <MailLayout preview={t('reminder.preview')} heading={t('reminder.heading')} shopUrl={shopUrl}>
      <Text style={textStyle}>{t('reminder.left')}</Text>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is all that tells two lines of one product apart
        <Text key={i} style={{ ...textStyle, margin: '4px 0 4px 16px' }}>
          {remindedPiece(line, t)}
        </Text>
      ))}
      <Text style={textStyle}>{t('reminder.oneClick')}</Text>
      <Button href={cartUrl} style={buttonStyle}>
        {t('reminder.button')}
      </Button>
      <Text style={textStyle}>{t('link.orOpen', { url: cartUrl })}</Text>
      <UnsubscribeNote unsubscribeUrl={unsubscribeUrl} what="cart-and-arrivals" />
    </MailLayout>
  );
}
