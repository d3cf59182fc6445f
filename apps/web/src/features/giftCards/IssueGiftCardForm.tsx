// The owner issues a gift card by hand (for a complaint): its amount, who gets its mail, and why. The code is shown
// this once, to be read to the customer if need be.
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { toast } from '../../shared/toast';
import { useFieldErrors } from '../../shared/useFieldErrors';
import { useIssueGiftCardMutation } from './api';

const FIELDS = ['amount', 'recipientEmail', 'reason'] as const;

export function IssueGiftCardForm() {
  const [issueGiftCard, { isLoading }] = useIssueGiftCardMutation();
  const [values, setValues] = useState({ amount: '', recipientEmail: '', reason: '' });
  const [issuedCode, setIssuedCode] = useState('');
  const { formRef, errors, showRefusal, clear } = useFieldErrors();

  async function issue(event: FormEvent) {
    event.preventDefault();
    setIssuedCode('');
    const answer = await issueGiftCard({ ...values, amount: Number(values.amount) });
    if ('error' in answer) {
      const message = showRefusal(answer.error, FIELDS);
      if (message) toast.error(message);
      return;
    }
    setIssuedCode(answer.data.code);
    setValues({ amount: '', recipientEmail: '', reason: '' });
    toast.success(`Gift card ending in ${answer.data.last4} issued`);
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      clear(name);
      setValues({ ...values, [name]: value });
    },
  });

  return (
    <section aria-labelledby="issue-gift-card" className="rounded-card border border-line bg-white p-6">
      <h2 id="issue-gift-card" className="text-xl">
        Issue a gift card
      </h2>
      <form ref={formRef} onSubmit={issue} noValidate className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField label="Amount" {...field('amount')} />
        <TextField label="Recipient email" type="email" {...field('recipientEmail')} />
        <TextField label="Reason" {...field('reason')} />
        <div className="sm:col-span-3">
          <Button type="submit" busy={isLoading}>
            Issue gift card
          </Button>
        </div>
      </form>
      {issuedCode ? (
        <p role="status" className="mt-4 rounded-md bg-cream px-4 py-3 text-sm text-ink">
          Its code, shown this once: <strong className="font-mono tracking-widest">{issuedCode}</strong>. It has been mailed to
          the recipient.
        </p>
      ) : null}
    </section>
  );
}
