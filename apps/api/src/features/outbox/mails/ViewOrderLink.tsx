/** @jsxRuntime automatic */
// Automatic JSX whatever tsconfig the runner reads: `npm start` runs tsx from the root, which has none.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { buttonStyle, textStyle } from './MailLayout.tsx';
import { useMailLanguage } from './mailText.ts';

/** How every order mail ends: a button to the order, and its address for a mail app that shows no buttons. */
export function ViewOrderLink({ orderUrl }: { orderUrl: string }) {
  const { t } = useMailLanguage();
  return (
    <>
      <Button href={orderUrl} style={buttonStyle}>
        {t('order.view')}
      </Button>
      <Text style={textStyle}>{t('link.orOpen', { url: orderUrl })}</Text>
    </>
  );
}
