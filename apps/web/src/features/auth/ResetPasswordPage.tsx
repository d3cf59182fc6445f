// Choosing a new password with the token of a mailed reset link (`/reset-password?token=…`).
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AuthAlert } from './AuthAlert';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import { useResetPasswordMutation } from './api';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirmPassword'))) {
      setProblem('The two passwords differ.');
      return;
    }
    try {
      const { message } = await resetPassword({ token, password }).unwrap();
      toast.success(message);
      navigate('/login', { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <AuthShell
      title="Choose a new password"
      intro="At least 8 characters. Once it is set, every session of your account is signed out."
      aside={{ eyebrow: 'Your account', quote: 'A new password in a minute, and every old session signed out.' }}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <AuthField label="New password" name="password" type="password" autoComplete="new-password" minLength={8} />
        <AuthField label="Repeat the new password" name="confirmPassword" type="password" autoComplete="new-password" />
        {problem ? <AuthAlert>{problem}</AuthAlert> : null}
        <Button type="submit" size="lg" block disabled={isLoading || !token}>
          {isLoading ? 'Saving...' : 'Set the new password'}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted">
        Link expired?{' '}
        <Link to="/forgot-password" className="font-medium text-accent underline-offset-4 hover:underline">
          Ask for a new one
        </Link>
      </p>
    </AuthShell>
  );
}
