// Asking for a reset link by mail; the answer is the same whether or not the address has an account.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AuthAlert } from './AuthAlert';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import { useForgotPasswordMutation } from './api';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
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
      title="Forgot password?"
      intro="Give the email of your account and we will mail you a link to choose a new password."
      aside={{ eyebrow: 'Your account', quote: 'A new password in a minute, and every old session signed out.' }}
    >
      {data ? (
        <p role="status" className="rounded-lg bg-success-soft px-4 py-3 text-sm text-success">
          {data.message}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-5">
          <AuthField label="Email" name="email" type="email" autoComplete="email" />
          {error ? <AuthAlert>{errorMessage(error)}</AuthAlert> : null}
          <Button type="submit" size="lg" block disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send the link'}
          </Button>
        </form>
      )}
      <p className="mt-8 text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}
