// Back from the hosted payment page by cancelling (`?checkout=cancelled`): the checkout is cancelled at once, so the
// stock it held is on sale again now rather than when the page expires.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../shared/toast';
import { useCancelCheckoutSessionMutation } from './api';
import { takeOpenCheckout } from './openCheckout';

export const CHECKOUT_CANCELLED = 'Checkout cancelled: nothing was charged, and your cart is as you left it.';

export function useCancelledCheckout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [cancelCheckout] = useCancelCheckoutSessionMutation();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('checkout') !== 'cancelled') return;
    // Forget the marker, so a reload or Back does not cancel again.
    params.delete('checkout');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    const sessionId = takeOpenCheckout();
    if (!sessionId) return;
    cancelCheckout({ session_id: sessionId })
      .unwrap()
      .then(
        () => toast.message(CHECKOUT_CANCELLED),
        (error: unknown) => console.error('Cancelling the checkout failed', error),
      );
  }, [location.pathname, location.search, navigate, cancelCheckout]);
}
