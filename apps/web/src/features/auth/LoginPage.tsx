import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
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
  // The server draws this page: a Login pressed before the browser takes it over would send the password in the
  // address, as a plain form does, so it waits until then.
  const takenOver = useTakenOver();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const { user } = await signIn({ email: String(form.get('email')), password: String(form.get('password')) });
      dispatch(setUser(user));
      toast.success('Login successful');
      const { to, state } = afterLogin(search);
      navigate(to, { replace: true, state });
    } catch {
      setFailed(true);
    }
  }

  return (
    <AuthShell
      title="Welcome back"
      intro="Sign in to check out, follow your orders and review what you love."
      aside={{ eyebrow: 'New season', quote: 'Pieces chosen with care, made to be worn for years.' }}
    >
      <form onSubmit={submit} onFocus={prepare} className="flex flex-col gap-5">
        <AuthField label="Email" name="email" type="text" autoComplete="email" inputMode="email" />
        <AuthField label="Password" name="password" type="password" autoComplete="current-password" />
        <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-accent underline-offset-4 hover:underline">
          Forgot password?
        </Link>
        {failed ? <AuthAlert>Please provide a valid email and password!</AuthAlert> : null}
        <Button type="submit" size="lg" block disabled={isSigningIn || !takenOver}>
          {isSigningIn ? 'Signing in...' : 'Login'}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted">
        {shopName ? `New to ${shopName}?` : 'New here?'}{' '}
        <Link
          to={{ pathname: '/register', search: search.toString() }}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}
