// The profile's password form: the current password, then the new one; other sessions end when it changes.
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { toast } from '../../shared/toast';
import { useChangePasswordMutation } from './api';

const PASSWORD_FIELDS = [
  { label: 'account.password.current', name: 'currentPassword', autoComplete: 'current-password' },
  { label: 'account.password.new', name: 'newPassword', autoComplete: 'new-password', minLength: 8 },
] as const;

export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const translate = useTranslate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    try {
      await changePassword({
        currentPassword: String(form.get('currentPassword')),
        newPassword: String(form.get('newPassword')),
      }).unwrap();
      setProblem(null);
      formElement.reset();
      toast.success(translate('account.password.changed'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <section
      aria-labelledby="change-password-heading"
      className="mt-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="change-password-heading" className="font-display text-xl text-ink">
        {translate('account.password.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{translate('account.password.othersSignedOut')}</p>
      <form onSubmit={submit} className="mt-4 grid max-w-md gap-4">
        {PASSWORD_FIELDS.map(({ label, ...field }) => (
          <FormField key={field.name} label={translate(label)}>
            {(id) => <input id={id} type="password" required className={controlClasses} {...field} />}
          </FormField>
        ))}
        {problem ? (
          <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" busy={isLoading}>
            {isLoading ? translate('account.saving') : translate('account.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
