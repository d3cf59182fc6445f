// Back from the hosted checkout: confirms the payment once, then shows the order; the cart is emptied only on success.

import { Trans } from '@lingui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { LoadingPlaceholder, PLACEHOLDER_BLOCK } from '../../components/LoadingPlaceholder';
import { useConfirmPaymentMutation } from '../../features/checkout/api';
import { OrderDetails } from '../../features/orders/OrderDetails';
import { OrderDetailsSkeleton } from '../../features/orders/OrderDetailsSkeleton';
import { errorMessage } from '../../shared/api/errors';
import { clearCart } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useAppDispatch } from '../../shared/store/hooks';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

// Two lines' height on a phone, where 'Thank you for your order' wraps, so the title keeps its place while loading.
const TITLE = 'min-h-[2lh] text-4xl sm:min-h-0 sm:text-5xl';

export default function SuccessPage() {
  const [search] = useSearchParams();
  const sessionId = search.get('session_id') ?? '';
  const [confirmPayment, { data, error, isUninitialized, isLoading }] = useConfirmPaymentMutation();
  const dispatch = useAppDispatch();
  const requestedFor = useRef<string | null>(null);
  const translate = useTranslate();
  useDocumentTitle(translate('success.title'));

  useEffect(() => {
    // StrictMode runs effects twice in development; one confirmation per session is enough.
    if (!sessionId || requestedFor.current === sessionId) return;
    requestedFor.current = sessionId;
    confirmPayment({ session_id: sessionId })
      .unwrap()
      .then(() => dispatch(clearCart()))
      // SPEC §8: a failed confirmation is only logged; the page shows the error and the cart stays.
      .catch((failure) => console.error('Payment confirmation failed', failure));
  }, [sessionId, confirmPayment, dispatch]);

  const order = data?.order;
  const confirming = sessionId !== '' && (isUninitialized || isLoading);
  let content: React.ReactNode;
  if (order) {
    content = (
      <>
        <div className="mb-10 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto mb-4 size-12 text-success" strokeWidth={1.5} />
          <h1 className={TITLE}>{translate('success.thanks')}</h1>
          <p className="mt-3 text-muted">
            <Trans id="success.receipt" values={{ email: order.email }} components={{ 0: <span className="text-ink" /> }} />
          </p>
        </div>
        <OrderDetails order={order} />
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={`/orders/${order._id}`} className={buttonClasses()}>
            {translate('success.track')}
          </Link>
          <Link to="/shop" className={buttonClasses({ variant: 'secondary' })}>
            {translate('cart.continueShopping')}
          </Link>
        </div>
      </>
    );
  } else if (confirming) {
    // The thank-you page's shape, so nothing moves when the confirmation comes back.
    content = (
      <>
        <div className="mb-10 text-center">
          <div aria-hidden="true" className="mx-auto mb-4 size-12 rounded-full bg-cream" />
          <h1 className={TITLE}>{translate('success.title')}</h1>
          <div aria-hidden="true" className={`mx-auto mt-3 h-12 max-w-md md:h-6 ${PLACEHOLDER_BLOCK}`} />
        </div>
        <LoadingPlaceholder text={translate('success.confirming')}>
          <OrderDetailsSkeleton />
        </LoadingPlaceholder>
      </>
    );
  } else {
    content = (
      <>
        <h1 className="mb-6 text-4xl">{translate('success.title')}</h1>
        {sessionId ? (
          error && <p className="text-danger">{translate('error.withMessage', { message: errorMessage(error) })}</p>
        ) : (
          <p className="text-danger">{translate('success.noSession')}</p>
        )}
        <Link to="/shop" className={`${buttonClasses({ variant: 'secondary' })} mt-8`}>
          {translate('success.backToShop')}
        </Link>
      </>
    );
  }

  return (
    // While confirming, the page fills the screen so the footer waits below it rather than jumping down.
    <main className={`mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16 ${confirming ? 'min-h-dvh' : ''}`}>{content}</main>
  );
}
