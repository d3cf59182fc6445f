// Signed out: a login icon. Signed in: the user's avatar opening their account menu.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { UserRoundIcon } from './HeaderIcons';

// The menu library loads just after the page, keeping the first download small.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

const ICON_BUTTON = 'grid size-11 place-items-center rounded-full text-ink hover:bg-cream';

export function AvatarMenu() {
  const user = useAppSelector(selectCurrentUser);
  const translate = useTranslate();

  if (!user) {
    return (
      <Link to="/login" aria-label={translate('nav.login')} className={ICON_BUTTON}>
        <UserRoundIcon className="size-5" />
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className={ICON_BUTTON}>
          <Avatar user={user} sizePx={32} decorative />
        </span>
      }
    >
      <AccountMenu user={user} buttonClassName={ICON_BUTTON} />
    </Suspense>
  );
}
