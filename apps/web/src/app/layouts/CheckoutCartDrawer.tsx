// The cart drawer wired to checkout; it loads after the page, with the data layer that starts a checkout session (and
// cancels one the shopper came back from unpaid).
import { CartDrawer } from '../../features/cart/CartDrawer';
import { useCancelledCheckout } from '../../features/checkout/useCancelledCheckout';
import { useCheckout } from '../../features/checkout/useCheckout';

interface CheckoutCartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function CheckoutCartDrawer({ open, onClose }: CheckoutCartDrawerProps) {
  const { checkout, checkingOut, shortLines } = useCheckout();
  useCancelledCheckout();
  return <CartDrawer open={open} onClose={onClose} onCheckout={checkout} checkingOut={checkingOut} shortLines={shortLines} />;
}
