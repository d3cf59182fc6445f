// The storefront's parts the server's page never holds: the return from a cancelled checkout, which cancels it, and the
// offer of the visitor's language. One chunk, loaded after the first screen and drawn once the page is taken over
// (MainLayout.tsx).
import CancelledCheckout from '../../features/checkout/CancelledCheckout';
import { LanguageNote } from './LanguageNote';

export default function BrowserOnlyParts() {
  return (
    <>
      <CancelledCheckout />
      <LanguageNote />
    </>
  );
}
