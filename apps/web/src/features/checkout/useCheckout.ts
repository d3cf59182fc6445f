// Proceed to checkout: a visitor signs in first and comes back to the cart; a customer goes to the hosted payment page.
import type { ShortLine, StockShortAnswer } from '@atelier/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasStatus } from '../../shared/api/errors';
import { selectCart } from '../../shared/cart/cartSlice';
import { logout, selectCurrentUser } from '../../shared/session/authSlice';
import { loginPathBackToCart } from '../../shared/session/loginRedirect';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useCreateCheckoutSessionMutation } from './api';
import { rememberOpenCheckout } from './openCheckout';

export function useCheckout() {
  const user = useAppSelector(selectCurrentUser);
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const [shortLines, setShortLines] = useState<ShortLine[]>([]);
  const backToCart = () => navigate(loginPathBackToCart(location.pathname + location.search));

  async function checkout() {
    if (!user) {
      backToCart();
      return;
    }
    try {
      setShortLines([]);
      const session = await createSession({ products: cart.products, userId: user._id }).unwrap();
      rememberOpenCheckout(session.id);
      window.location.assign(session.url);
    } catch (error) {
      if (hasStatus(error, 401)) {
        // The stored user outlived the session cookie: sign in again, then come back to the cart.
        dispatch(logout());
        backToCart();
        return;
      }
      if (hasStatus(error, 409)) {
        // Some lines ask for more than is left: the drawer shows which, and offers to lower them.
        setShortLines((error as { data: StockShortAnswer }).data.lines);
        return;
      }
      // SPEC §8: a failed checkout creation is only logged.
      console.error('Checkout could not start', error);
    }
  }

  return { checkout, checkingOut: isLoading, shortLines };
}
