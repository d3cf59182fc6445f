// The review part of a product page: a way to log in for a visitor, the form for a signed-in customer.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { loginPathBackTo } from '../../shared/session/loginRedirect';
import { useAppSelector } from '../../shared/store/hooks';

const ReviewWriter = lazy(() => import('./ReviewWriter'));

export function ReviewForm({ productId }: { productId: string }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const translate = useTranslate();

  if (!user) {
    return (
      <div className="rounded-card bg-cream p-6 text-center">
        <p className="text-muted">{translate('review.signIn')}</p>
        <Link to={loginPathBackTo(location.pathname)} className={`mt-4 ${buttonClasses({ variant: 'secondary' })}`}>
          {translate('review.logIn')}
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <ReviewWriter productId={productId} user={user} />
    </Suspense>
  );
}
