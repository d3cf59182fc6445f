// Proceed to checkout: a visitor signs in first and comes back to the cart; a customer goes to the hosted payment page.
// When gift cards and store credit pay it all, no page asks the shipping address: the shop refuses the checkout until
// it is given, the cart asks it, and the order placed at once sends the customer to the success page.
import type { ShippingAddress, ShortLine, StockShortAnswer } from '@atelier/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, fieldErrors, hasStatus } from '../../shared/api/errors';
import { selectCart } from '../../shared/cart/cartSlice';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { logout, selectCurrentUser } from '../../shared/session/authSlice';
import { loginPathBackToCart } from '../../shared/session/loginRedirect';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useCreateCheckoutSessionMutation } from './api';
import { rememberOpenCheckout } from './openCheckout';

/**
 * The shop's answer that the order is paid in full but has goods to deliver and no address to deliver them to: a 400
 * naming the `shippingAddress` field itself. Its wording is for people and may change; the field is the contract.
 */
function asksShippingAddress(error: unknown): boolean {
  return hasStatus(error, 400) && 'shippingAddress' in fieldErrors(error);
}

/**
 * `shippingCountry`: the country chosen in the cart; empty while none is known, and the first zone is offered, or when
 * nothing is delivered (gift cards alone).
 */
export function useCheckout(shippingCountry = '') {
  const user = useAppSelector(selectCurrentUser);
  const cart = useAppSelector(selectCart);
  // The payment page, the success page and the order's mails speak the language of the page the checkout starts on.
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const [shortLines, setShortLines] = useState<ShortLine[]>([]);
  const [checkoutError, setCheckoutError] = useState('');
  /** The shop asked the shipping address in the shop; `refusal` is what it said of the one given. */
  const [addressStep, setAddressStep] = useState<{ refusal?: unknown } | null>(null);
  const backToCart = () => navigate(loginPathBackToCart(location.pathname + location.search));

  async function checkout(shippingAddress?: ShippingAddress) {
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
        language,
        ...(shippingCountry ? { shippingCountry } : {}),
        ...(cart.discountCode ? { code: cart.discountCode } : {}),
        ...(cart.giftCardCodes ? { giftCards: cart.giftCardCodes } : {}),
        ...(cart.useStoreCredit ? { useStoreCredit: true } : {}),
        ...(shippingAddress ? { shippingAddress } : {}),
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
      if (shippingAddress && hasStatus(error, 400)) {
        setAddressStep({ refusal: error });
        return;
      }
      if (asksShippingAddress(error)) {
        setAddressStep({});
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

  return {
    checkout,
    checkingOut: isLoading,
    shortLines,
    checkoutError,
    addressStep,
    leaveAddressStep: () => setAddressStep(null),
  };
}
