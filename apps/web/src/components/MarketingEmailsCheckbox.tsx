// "Email me about my cart and new arrivals" at sign-up, off until ticked; the account page asks it as a switch.
import type { InputHTMLAttributes } from 'react';
import { useTranslate } from '../shared/i18n/useTranslate';

type MarketingEmailsCheckboxProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'name'>;

export function MarketingEmailsCheckbox(input: MarketingEmailsCheckboxProps) {
  const translate = useTranslate();
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
      <input type="checkbox" className="size-5 shrink-0 accent-accent" {...input} />
      {translate('auth.marketingEmails')}
    </label>
  );
}
