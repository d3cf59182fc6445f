// Back from the hosted checkout: confirms the payment once, then shows the order; the cart is emptied only on success.
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { LoadingState } from '../../components/LoadingState';
import { useConfirmPaymentMutation } from '../../features/checkout/api';
import { OrderDetails } from '../../features/orders/OrderDetails';
import { errorMessage } from '../../shared/api/errors';
import { clearCart } from '../../shared/cart/cartSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function SuccessPage() {
  const [search] = useSearchParams();
  const sessionId = search.get('session_id') ?? '';
  const [confirmPayment, { data, error, isUninitialized, isLoading }] = useConfirmPaymentMutation();
  const dispatch = useAppDispatch();
  const requestedFor = useRef<string | null>(null);
  useDocumentTitle('Payment');

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

  let content: React.ReactNode;
  if (!sessionId) content = <p className="text-danger">Error: No payment session was given.</p>;
  else if (isUninitialized || isLoading) content = <LoadingState text="Confirming your payment..." />;
  else if (error) content = <p className="text-danger">Error: {errorMessage(error)}</p>;

  const order = data?.order;
  return (
    <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      {order ? (
        <>
          <div className="mb-10 text-center">
            <CircleCheck aria-hidden="true" className="mx-auto mb-4 size-12 text-success" strokeWidth={1.5} />
            <h1 className="text-4xl sm:text-5xl">Thank you for your order</h1>
            <p className="mt-3 text-muted">
              Your payment went through. A receipt is on its way to <span className="text-ink">{order.email}</span>.
            </p>
          </div>
          <OrderDetails order={order} />
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={`/orders/${order._id}`} className={buttonClasses()}>
              Track this order
            </Link>
            <Link to="/shop" className={buttonClasses({ variant: 'secondary' })}>
              Continue shopping
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="mb-6 text-4xl">Payment</h1>
          {content}
          <Link to="/shop" className={`${buttonClasses({ variant: 'secondary' })} mt-8`}>
            Back to the shop
          </Link>
        </>
      )}
    </main>
  );
}
