import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { MarketingEmailsCheckbox } from '../../components/MarketingEmailsCheckbox';
import { errorMessage } from '../../shared/api/errors';
import { selectShopName } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import { useRegisterMutation } from './api';

export default function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const shopName = useAppSelector(selectShopName);
  const login = { pathname: '/login', search: search.toString() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await register({
        username: String(form.get('username')),
        email: String(form.get('email')),
        password: String(form.get('password')),
        marketingEmails: form.get('marketingEmails') === 'on',
      }).unwrap();
      toast.success('Registration successful');
      navigate(login);
    } catch (error) {
      toast.error('Registration failed', { description: errorMessage(error) });
    }
  }

  return (
    <AuthShell
      title="Create your account"
      // Drawn in the browser only: until the settings arrive the shop has no name to give.
      intro={`Join ${shopName || 'us'} for faster checkout, order tracking and reviews.`}
      aside={{ eyebrow: 'Members', quote: 'Free delivery, easy returns, and a wardrobe that lasts.' }}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <AuthField label="Username" name="username" type="text" autoComplete="username" />
        <AuthField label="Email" name="email" type="text" autoComplete="email" inputMode="email" />
        <AuthField label="Password" name="password" type="password" autoComplete="new-password" />
        <MarketingEmailsCheckbox name="marketingEmails" />
        <Button type="submit" size="lg" block disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Register'}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted">
        Already have an account?{' '}
        <Link to={login} className="font-medium text-accent underline-offset-4 hover:underline">
          Login
        </Link>
      </p>
    </AuthShell>
  );
}
