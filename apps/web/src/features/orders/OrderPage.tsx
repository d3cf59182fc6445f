import type { Order } from '@atelier/domain';
import { Trans } from '@lingui/react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder';
import { errorMessage, hasStatus } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { loginPathBackTo } from '../../shared/session/loginRedirect';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useGetOrderByIdQuery } from './api';
import { OrderDetails } from './OrderDetails';
import { OrderDetailsSkeleton } from './OrderDetailsSkeleton';

/** `after`: what a page above the orders feature shows below the order (its returns). */
export default function OrderPage({ after }: { after?: (order: Order) => React.ReactNode } = {}) {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const { data: order, error, isLoading } = useGetOrderByIdQuery(orderId);
  const translate = useTranslate();
  useDocumentTitle(translate('orderPage.title'));

  let content: React.ReactNode;
  if (isLoading) {
    content = (
      <LoadingPlaceholder>
        <OrderDetailsSkeleton />
      </LoadingPlaceholder>
    );
  } else if (hasStatus(error, 404) || (!error && !order))
    content = <p className="py-12 text-center text-muted">{translate('orderPage.notFound')}</p>;
  else if (hasStatus(error, 401)) {
    // A visitor following a link to their order: signing in brings them back here.
    content = (
      <p className="py-12 text-center text-muted">
        <Trans
          id="orderPage.logInToSee"
          components={{
            0: <Link to={loginPathBackTo(location.pathname)} className="font-medium text-accent underline underline-offset-4" />,
          }}
        />
      </p>
    );
  } else if (error)
    content = <p className="py-12 text-center text-danger">{translate('error.withMessage', { message: errorMessage(error) })}</p>;
  else if (order) {
    content = (
      <>
        <OrderDetails order={order} />
        {after?.(order)}
      </>
    );
  }

  return (
    // While loading, the page fills the screen so the footer waits below it rather than jumping down.
    <main className={`mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16 ${isLoading ? 'min-h-dvh' : ''}`}>
      <p className="text-xs font-medium tracking-[0.3em] text-accent uppercase">{translate('orderPage.tracking')}</p>
      <h1 className="mt-2 mb-8 text-4xl sm:text-5xl">{translate('orderPage.title')}</h1>
      {content}
      <Link to="/shop" className={`${buttonClasses({ variant: 'secondary' })} mt-10`}>
        {translate('cart.continueShopping')}
      </Link>
    </main>
  );
}
