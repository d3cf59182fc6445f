// The profile's password form: the current password, then the new one; other sessions end when it changes.
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useChangePasswordMutation } from './api';

const PASSWORD_FIELDS = [
  { label: 'Current password', name: 'currentPassword', autoComplete: 'current-password' },
  { label: 'New password', name: 'newPassword', autoComplete: 'new-password', minLength: 8 },
] as const;

export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    try {
      const { message } = await changePassword({
        currentPassword: String(form.get('currentPassword')),
        newPassword: String(form.get('newPassword')),
      }).unwrap();
      setProblem(null);
      formElement.reset();
      toast.success(message);
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
        Change password
      </h2>
      <p className="mt-1 text-sm text-muted">Every other session of your account is signed out when it changes.</p>
      <form onSubmit={submit} className="mt-4 grid max-w-md gap-4">
        {PASSWORD_FIELDS.map((field) => (
          <FormField key={field.name} label={field.label}>
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
            {isLoading ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
