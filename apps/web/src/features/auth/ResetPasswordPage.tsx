// Choosing a new password with the token of a mailed reset link (`/reset-password?token=…`).
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AuthAlert } from './AuthAlert';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import { useResetPasswordMutation } from './api';

export default function ResetPasswordPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('auth.reset.documentTitle'));
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
      setProblem(translate('auth.reset.differ'));
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
      title={translate('auth.reset.title')}
      intro={translate('auth.reset.intro')}
      aside={{ eyebrow: translate('auth.account.eyebrow'), quote: translate('auth.account.quote') }}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <AuthField
          label={translate('auth.reset.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
        />
        <AuthField label={translate('auth.reset.repeat')} name="confirmPassword" type="password" autoComplete="new-password" />
        {problem ? <AuthAlert>{problem}</AuthAlert> : null}
        <Button type="submit" size="lg" block disabled={isLoading || !token}>
          {isLoading ? translate('auth.reset.saving') : translate('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted">
        {translate('auth.reset.expired')}{' '}
        <Link to="/forgot-password" className="font-medium text-accent underline-offset-4 hover:underline">
          {translate('auth.reset.askAgain')}
        </Link>
      </p>
    </AuthShell>
  );
}
