/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
// The mails of "Email me when it's back": the link that confirms a visitor's address, and the news that it is back.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { buttonStyle, MailLayout, mailColours, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';
import { type MailText, useMailLanguage } from './mailText.ts';

/** A product, or one of its sizes. */
export interface AlertPiece {
  name: string;
  size: string | null;
}

/** "Linen dress in size M" in the mail's language. */
export const pieceText = ({ name, size }: AlertPiece, t: MailText) => (size ? t('stock.sizedPiece', { name, size }) : name);

interface AlertedPiece {
  shopUrl: string;
  piece: AlertPiece;
  productUrl: string;
}

export function StockAlertConfirmMail({ shopUrl, piece, confirmUrl }: Omit<AlertedPiece, 'productUrl'> & { confirmUrl: string }) {
  const shop = useContext(MailShopContext);
  const { t } = useMailLanguage();
  const named = pieceText(piece, t);
  return (
    <MailLayout preview={t('stock.confirm.preview', { piece: named })} heading={t('stock.confirm.heading')} shopUrl={shopUrl}>
      <Text style={textStyle}>{t('stock.confirm.why', { shop: shop.name, piece: named })}</Text>
      <Button href={confirmUrl} style={buttonStyle}>
        {t('stock.confirm.button')}
      </Button>
      <Text style={textStyle}>{t('link.orOpen', { url: confirmUrl })}</Text>
      <Text style={textStyle}>{t('stock.confirm.ignore')}</Text>
    </MailLayout>
  );
}

const UNSUBSCRIBE_WHAT = {
  'stock-alerts': 'unsubscribe.stockAlerts',
  'cart-and-arrivals': 'unsubscribe.cartAndArrivals',
} as const;

/** The visible way out, beside the List-Unsubscribe header mail apps show. */
export function UnsubscribeNote({ unsubscribeUrl, what }: { unsubscribeUrl: string; what: keyof typeof UNSUBSCRIBE_WHAT }) {
  const { t } = useMailLanguage();
  return (
    <Text style={{ ...textStyle, color: mailColours.muted, fontSize: '13px' }}>
      {t('unsubscribe.note', { what: t(UNSUBSCRIBE_WHAT[what]) })}{' '}
      <Link href={unsubscribeUrl} style={{ color: mailColours.muted }}>
        {t('unsubscribe.link')}
      </Link>
    </Text>
  );
}

export function StockBackMail({ shopUrl, piece, productUrl, unsubscribeUrl }: AlertedPiece & { unsubscribeUrl: string }) {
  const { t } = useMailLanguage();
  const named = pieceText(piece, t);
  return (
    <MailLayout preview={t('stock.back.subject', { piece: named })} heading={t('stock.back.heading')} shopUrl={shopUrl}>
      <Text style={textStyle}>{t('stock.back.news', { piece: named })}</Text>
      <Button href={productUrl} style={buttonStyle}>
        {t('stock.back.button')}
      </Button>
      <Text style={textStyle}>{t('link.orOpen', { url: productUrl })}</Text>
      <UnsubscribeNote unsubscribeUrl={unsubscribeUrl} what="stock-alerts" />
    </MailLayout>
  );
}
