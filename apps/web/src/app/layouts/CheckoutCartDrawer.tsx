// The cart drawer wired to checkout; it loads after the page, with the data layer that starts a checkout session.
import { CartDrawer } from '../../features/cart/CartDrawer';
import { useCheckout } from '../../features/checkout/useCheckout';

interface CheckoutCartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function CheckoutCartDrawer({ open, onClose }: CheckoutCartDrawerProps) {
  const { checkout, checkingOut, shortLines } = useCheckout();
  return <CartDrawer open={open} onClose={onClose} onCheckout={checkout} checkingOut={checkingOut} shortLines={shortLines} />;
}
