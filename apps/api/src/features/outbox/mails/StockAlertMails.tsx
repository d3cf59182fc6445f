/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
// The mails of "Email me when it's back": the link that confirms a visitor's address, and the news that it is back.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { useContext } from 'react';
import { buttonStyle, MailLayout, mailColours, textStyle } from './MailLayout.tsx';
import { MailShopContext } from './mailShop.ts';

interface AlertedPiece {
  shopUrl: string;
  /** The product's name, with its size for a size. */
  piece: string;
  productUrl: string;
}

export function StockAlertConfirmMail({ shopUrl, piece, confirmUrl }: Omit<AlertedPiece, 'productUrl'> & { confirmUrl: string }) {
  const shop = useContext(MailShopContext);
  return (
    <MailLayout preview={`Confirm to hear when ${piece} is back`} heading="Confirm your address" shopUrl={shopUrl}>
      <Text style={textStyle}>
        Someone, hopefully you, asked {shop.name} to write to this address when {piece} is back in stock. Confirm it, and we will
        write once when it is; until then we send nothing.
      </Text>
      <Button href={confirmUrl} style={buttonStyle}>
        Yes, email me when it's back
      </Button>
      <Text style={textStyle}>Or open this address: {confirmUrl}</Text>
      <Text style={textStyle}>If you did not ask for this, ignore this mail: nothing more will come.</Text>
    </MailLayout>
  );
}

/** The visible way out, beside the List-Unsubscribe header mail apps show. */
export function UnsubscribeNote({ unsubscribeUrl, what }: { unsubscribeUrl: string; what: string }) {
  return (
    <Text style={{ ...textStyle, color: mailColours.muted, fontSize: '13px' }}>
      You get this mail because you asked for {what}.{' '}
      <Link href={unsubscribeUrl} style={{ color: mailColours.muted }}>
        Unsubscribe
      </Link>
    </Text>
  );
}

export function StockBackMail({ shopUrl, piece, productUrl, unsubscribeUrl }: AlertedPiece & { unsubscribeUrl: string }) {
  return (
    <MailLayout preview={`${piece} is back in stock`} heading="It's back" shopUrl={shopUrl}>
      <Text style={textStyle}>Good news: {piece} is back in stock. Pieces like it go fast.</Text>
      <Button href={productUrl} style={buttonStyle}>
        See it in the shop
      </Button>
      <Text style={textStyle}>Or open this address: {productUrl}</Text>
      <UnsubscribeNote unsubscribeUrl={unsubscribeUrl} what="a mail when a piece is back in stock" />
    </MailLayout>
  );
}
