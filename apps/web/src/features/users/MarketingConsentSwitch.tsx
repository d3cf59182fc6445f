// "Email me about my cart and new arrivals" on the account page: one click says yes or no, saved at once; the shop keeps
// each change with its time. The switch keeps the focus while it saves, so a keyboard user can click it again.
import type { User } from '@atelier/domain';
import { useState } from 'react';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { setUser } from '../../shared/session/authSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';
import { useEditProfileMutation } from './api';

export function MarketingConsentSwitch({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [editProfile, { isLoading }] = useEditProfileMutation();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const translate = useTranslate();
  const formatDateTime = useFormatDate({ dateStyle: 'medium', timeStyle: 'short' });
  const consented = user.marketingEmails === true;

  async function answer(marketingEmails: boolean) {
    if (isLoading) return;
    try {
      const { user: updated } = await editProfile({ userId: user._id, username: user.username, marketingEmails }).unwrap();
      dispatch(setUser(updated));
      setSavedAt(new Date().toISOString());
    } catch (error) {
      console.warn('Saving the email consent failed', error);
      toast.error(translate('account.emails.notSaved'));
    }
  }

  return (
    <section
      aria-labelledby="marketing-consent-title"
      className="mt-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="marketing-consent-title" className="text-xl text-ink">
        {translate('account.emails.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <span id="marketing-consent-label" className="text-sm text-ink">
          {translate('auth.marketingEmails')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={consented}
          aria-labelledby="marketing-consent-label"
          aria-describedby="marketing-consent-state"
          aria-busy={isLoading}
          onClick={() => void answer(!consented)}
          className="inline-flex min-h-11 items-center gap-3 rounded-full px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <span
            aria-hidden="true"
            className={`relative block h-7 w-12 shrink-0 rounded-full ${consented ? 'bg-accent' : 'bg-muted'}`}
          >
            <span className={`absolute top-1 size-5 rounded-full bg-white shadow-card ${consented ? 'left-6' : 'left-1'}`} />
          </span>
          <span className="w-8 text-left text-sm font-medium text-ink">
            {translate(consented ? 'account.emails.yes' : 'account.emails.no')}
          </span>
        </button>
      </div>
      <p id="marketing-consent-state" role="status" className="mt-3 text-sm text-muted">
        {savedAt
          ? translate(consented ? 'account.emails.savedYes' : 'account.emails.savedNo', { when: formatDateTime(savedAt) })
          : translate(consented ? 'account.emails.saidYes' : 'account.emails.saidNo')}
      </p>
    </section>
  );
}
