// Mounted with every storefront page, apart from the cart drawer that loads only once opened: the page the hosted
// checkout's Cancel comes back to cancels that checkout at once.
import { useCancelledCheckout } from './useCancelledCheckout';

export default function CancelledCheckout() {
  useCancelledCheckout();
  return null;
}
