// The customer's request to send lines of an order back: which, how many, why, and a note; the server checks it all.
import { type Order, RETURN_NOTE_MAX_LENGTH } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useAskForReturnMutation } from './api';
import { type LineChoice, ReturnLineChoice } from './ReturnLineChoice';

const UNCHOSEN: LineChoice = { chosen: false, quantity: 1, reason: '', exchangeSize: '' };

export function ReturnForm({ order, left, onDone }: { order: Order; left: Map<string, number>; onDone: () => void }) {
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [askForReturn, { isLoading }] = useAskForReturnMutation();
  const lines = order.products.filter((line) => (left.get(line._id) ?? 0) > 0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = lines.flatMap((line) => {
      const choice = choices[line._id];
      return choice?.chosen ? [{ line, choice }] : [];
    });
    if (chosen.length === 0) return setProblem('Choose at least one item to send back');
    if (chosen.some(({ choice }) => choice.reason === '')) return setProblem('Say why you are sending each item back');
    setProblem('');
    try {
      await askForReturn({
        orderId: order._id,
        body: {
          lines: chosen.map(({ line, choice }) => ({
            lineId: line._id,
            quantity: choice.quantity,
            reason: choice.reason || 'changed-my-mind',
            ...(choice.exchangeSize ? { exchangeSize: choice.exchangeSize } : {}),
          })),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      }).unwrap();
      toast.success('Your return is asked for: we will mail you where to send it');
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form onSubmit={submit} aria-label="Return or exchange" className="space-y-4" noValidate>
      {lines.map((line) => (
        <ReturnLineChoice
          key={line._id}
          line={line}
          max={left.get(line._id) ?? 1}
          choice={choices[line._id] ?? UNCHOSEN}
          onChange={(choice) => setChoices((all) => ({ ...all, [line._id]: choice }))}
        />
      ))}
      <FormField label="Note (optional)">
        {(id) => (
          <textarea
            id={id}
            value={note}
            maxLength={RETURN_NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={controlClasses}
          />
        )}
      </FormField>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isLoading}>
          Send the request
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Not now
        </Button>
      </div>
    </form>
  );
}
