// The signed-in user's active sessions (device, last seen, this device) and "Sign out everywhere else".
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from '../../components/Button';
import { LoadingState } from '../../components/LoadingState';
import { errorMessage } from '../../shared/api/errors';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';
import { useActiveSessionsQuery, useSignOutEverywhereElseMutation } from './api';

export function ActiveSessions() {
  const userId = useAppSelector(selectCurrentUser)?._id;
  const translate = useTranslate();
  const formatDateTime = useFormatDate({ dateStyle: 'medium', timeStyle: 'short' });
  // Asked afresh each time the page opens: "last seen" moves.
  const sessions = useActiveSessionsQuery(userId ?? skipToken, { refetchOnMountOrArgChange: true });
  const [signOutElsewhere, signingOut] = useSignOutEverywhereElseMutation();
  const othersCount = sessions.data?.filter((session) => !session.current).length ?? 0;

  async function signOutOthers() {
    try {
      await signOutElsewhere().unwrap();
      toast.success(translate('account.sessions.signedOutOthers'));
    } catch (error) {
      toast.error(translate('error.withMessage', { message: errorMessage(error) }));
    }
  }

  return (
    <section
      aria-labelledby="active-sessions-heading"
      className="mt-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="active-sessions-heading" className="font-display text-xl text-ink">
            {translate('account.sessions.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{translate('account.sessions.description')}</p>
        </div>
        <Button variant="secondary" onClick={signOutOthers} disabled={othersCount === 0 || signingOut.isLoading}>
          {translate('account.sessions.signOutOthers')}
        </Button>
      </div>
      {sessions.isLoading ? <LoadingState /> : null}
      {sessions.error ? (
        <p role="alert" className="mt-4 rounded-md bg-danger-soft px-4 py-3 text-danger">
          {translate('error.withMessage', { message: errorMessage(sessions.error) })}
        </p>
      ) : null}
      {sessions.data ? (
        <ul className="mt-4 divide-y divide-line">
          {sessions.data.map((session) => (
            <li key={session._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-ink">{session.device}</p>
                <p className="text-sm text-muted">
                  {translate('account.sessions.lastSeen', { when: formatDateTime(session.lastSeenAt) })}
                </p>
              </div>
              {session.current ? (
                <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-dark">
                  {translate('account.sessions.thisDevice')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
