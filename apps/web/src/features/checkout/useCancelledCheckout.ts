// Back from the hosted payment page by cancelling (`?checkout=cancelled`): the checkout is cancelled at once, so the
// stock it held is on sale again now rather than when the page expires; unless its payment came first, which stands.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasStatus } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { toast } from '../../shared/toast';
import { useCancelCheckoutSessionMutation } from './api';
import { takeOpenCheckout } from './openCheckout';

export function useCancelledCheckout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [cancelCheckout] = useCancelCheckoutSessionMutation();
  const translate = useTranslate();

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
        () => toast.message(translate('checkout.cancelled')),
        (error: unknown) => {
          if (hasStatus(error, 409)) toast.message(translate('checkout.alreadyPaid'));
          else console.error('Cancelling the checkout failed', error);
        },
      );
  }, [location.pathname, location.search, navigate, cancelCheckout, translate]);
}
