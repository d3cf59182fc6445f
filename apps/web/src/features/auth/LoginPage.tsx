import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { setUser } from '../../shared/session/authSlice';
import { afterLogin } from '../../shared/session/loginRedirect';
import { selectShopName } from '../../shared/shop/shopSettingsSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';
import { useTakenOver } from '../../shared/useTakenOver';
import { AuthAlert } from './AuthAlert';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import { useSignIn } from './useSignIn';

export default function LoginPage() {
  const { signIn, isSigningIn, prepare } = useSignIn();
  const [failed, setFailed] = useState(false);
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  const shopName = useAppSelector(selectShopName);
  const navigate = useNavigate();
  const translate = useTranslate();
  // The server draws this page: a Login pressed before the browser takes it over would send the password in the
  // address, as a plain form does, so it waits until then.
  const takenOver = useTakenOver();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const { user } = await signIn({ email: String(form.get('email')), password: String(form.get('password')) });
      dispatch(setUser(user));
      toast.success(translate('auth.login.toast'));
      const { to, state } = afterLogin(search);
      navigate(to, { replace: true, state });
    } catch {
      setFailed(true);
    }
  }

  return (
    <AuthShell
      title={translate('auth.login.title')}
      intro={translate('auth.login.intro')}
      aside={{ eyebrow: translate('auth.login.eyebrow'), quote: translate('auth.login.quote') }}
    >
      <form onSubmit={submit} onFocus={prepare} className="flex flex-col gap-5">
        <AuthField label={translate('auth.email')} name="email" type="text" autoComplete="email" inputMode="email" />
        <AuthField label={translate('auth.password')} name="password" type="password" autoComplete="current-password" />
        <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-accent underline-offset-4 hover:underline">
          {translate('auth.forgot.title')}
        </Link>
        {failed ? <AuthAlert>{translate('auth.login.failed')}</AuthAlert> : null}
        <Button type="submit" size="lg" block disabled={isSigningIn || !takenOver}>
          {isSigningIn ? translate('auth.login.signingIn') : translate('auth.login')}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted">
        {shopName ? translate('auth.login.newTo', { shop: shopName }) : translate('auth.login.newHere')}{' '}
        <Link
          to={{ pathname: '/register', search: search.toString() }}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          {translate('auth.login.register')}
        </Link>
      </p>
    </AuthShell>
  );
}
