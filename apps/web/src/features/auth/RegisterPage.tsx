import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { MarketingEmailsCheckbox } from '../../components/MarketingEmailsCheckbox';
import { errorMessage } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
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
  const translate = useTranslate();
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
      toast.success(translate('auth.register.toast'));
      navigate(login);
    } catch (error) {
      toast.error(translate('auth.register.failed'), { description: errorMessage(error) });
    }
  }

  return (
    <AuthShell
      title={translate('auth.register.title')}
      // Drawn in the browser only: until the settings arrive the shop has no name to give.
      intro={shopName ? translate('auth.register.introNamed', { shop: shopName }) : translate('auth.register.intro')}
      aside={{ eyebrow: translate('auth.register.eyebrow'), quote: translate('auth.register.quote') }}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <AuthField label={translate('auth.register.username')} name="username" type="text" autoComplete="username" />
        <AuthField label={translate('auth.email')} name="email" type="text" autoComplete="email" inputMode="email" />
        <AuthField label={translate('auth.password')} name="password" type="password" autoComplete="new-password" />
        <MarketingEmailsCheckbox name="marketingEmails" />
        <Button type="submit" size="lg" block disabled={isLoading}>
          {isLoading ? translate('auth.register.creating') : translate('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-8 text-sm text-muted">
        {translate('auth.register.haveAccount')}{' '}
        <Link to={login} className="font-medium text-accent underline-offset-4 hover:underline">
          {translate('auth.login')}
        </Link>
      </p>
    </AuthShell>
  );
}
