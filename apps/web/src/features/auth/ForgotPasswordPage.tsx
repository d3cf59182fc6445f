// Asking for a reset link by mail; the answer is the same whether or not the address has an account.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AuthAlert } from './AuthAlert';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import { useForgotPasswordMutation } from './api';

export default function ForgotPasswordPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('auth.forgot.documentTitle'));
  const [forgotPassword, { isLoading, data, error }] = useForgotPasswordMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    await forgotPassword({ email })
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <AuthShell
      title={translate('auth.forgot.title')}
      intro={translate('auth.forgot.intro')}
      aside={{ eyebrow: translate('auth.account.eyebrow'), quote: translate('auth.account.quote') }}
    >
      {data ? (
        <p role="status" className="rounded-lg bg-success-soft px-4 py-3 text-sm text-success">
          {data.message}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-5">
          <AuthField label={translate('auth.email')} name="email" type="email" autoComplete="email" />
          {error ? <AuthAlert>{errorMessage(error)}</AuthAlert> : null}
          <Button type="submit" size="lg" block disabled={isLoading}>
            {isLoading ? translate('auth.forgot.sending') : translate('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-8 text-sm text-muted">
        {translate('auth.forgot.remembered')}{' '}
        <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline">
          {translate('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </AuthShell>
  );
}
