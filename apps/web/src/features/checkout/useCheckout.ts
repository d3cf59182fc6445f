// Proceed to checkout: a visitor signs in first and comes back to the cart; a customer goes to the hosted payment page.
import type { ShortLine, StockShortAnswer } from '@atelier/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, hasStatus } from '../../shared/api/errors';
import { selectCart } from '../../shared/cart/cartSlice';
import { logout, selectCurrentUser } from '../../shared/session/authSlice';
import { loginPathBackToCart } from '../../shared/session/loginRedirect';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useCreateCheckoutSessionMutation } from './api';
import { rememberOpenCheckout } from './openCheckout';

/** `shippingCountry`: the country chosen in the cart; empty while none is known, and the first zone is offered. */
export function useCheckout(shippingCountry = '') {
  const user = useAppSelector(selectCurrentUser);
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const [shortLines, setShortLines] = useState<ShortLine[]>([]);
  const [checkoutError, setCheckoutError] = useState('');
  const backToCart = () => navigate(loginPathBackToCart(location.pathname + location.search));

  async function checkout() {
    if (!user) {
      backToCart();
      return;
    }
    try {
      setShortLines([]);
      setCheckoutError('');
      const session = await createSession({
        products: cart.products,
        userId: user._id,
        ...(shippingCountry ? { shippingCountry } : {}),
        ...(cart.discountCode ? { code: cart.discountCode } : {}),
        ...(cart.giftCardCodes ? { giftCards: cart.giftCardCodes } : {}),
        ...(cart.useStoreCredit ? { useStoreCredit: true } : {}),
      }).unwrap();
      rememberOpenCheckout(session.id);
      window.location.assign(session.url);
    } catch (error) {
      if (hasStatus(error, 401)) {
        // The stored user outlived the session cookie: sign in again, then come back to the cart.
        dispatch(logout());
        backToCart();
        return;
      }
      const shortAnswer = hasStatus(error, 409) ? (error as { data: Partial<StockShortAnswer> }).data : undefined;
      if (shortAnswer?.lines && shortAnswer.lines.length > 0) {
        // Some lines ask for more than is left: the drawer shows which, and offers to lower them.
        setShortLines(shortAnswer.lines);
        return;
      }
      if ([400, 404, 409, 422].some((status) => hasStatus(error, status))) {
        // Nobody delivers to the country chosen, or the discount code no longer holds: the drawer says why beside the
        // checkout button.
        setCheckoutError(errorMessage(error));
        return;
      }
      // SPEC §8: a failed checkout creation is only logged.
      console.error('Checkout could not start', error);
    }
  }

  return { checkout, checkingOut: isLoading, shortLines, checkoutError };
}
