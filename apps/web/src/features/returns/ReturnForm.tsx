// The customer's request to send lines of an order back: which, how many, why, a note, and whether the money goes back
// to the card or to store credit. What is missing is marked
// before anything is sent, and a field the server refuses is marked too; either way the first marked field takes the
// focus.
import { type Order, RETURN_NOTE_MAX_LENGTH, type Return } from '@atelier/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { toast } from '../../shared/toast';
import { useFieldErrors } from '../../shared/useFieldErrors';
import { useAskForReturnMutation } from './api';
import { RefundDestinationChoice } from './RefundDestinationChoice';
import { type LineChoice, type LineErrors, ReturnLineChoice } from './ReturnLineChoice';
import type { RefundDestination } from './refundDestination';

const UNCHOSEN: LineChoice = { chosen: false, quantity: 1, reason: '', exchangeSize: '' };
const LINE_FIELDS = ['quantity', 'reason', 'exchangeSize'] as const;

interface ReturnFormProps {
  order: Order;
  left: Map<string, number>;
  /** Called with the return once asked for (the form stays, busy, until it is closed), without one when the customer
   * leaves the form. */
  onDone: (asked?: Return) => void;
}

/** The errors of one line, from the form's: `<lineId>.reason` and its siblings. */
function errorsOfLine(errors: Record<string, string>, lineId: string): LineErrors {
  const lineErrors: LineErrors = {};
  for (const field of LINE_FIELDS) {
    const message = errors[`${lineId}.${field}`];
    if (message) lineErrors[field] = message;
  }
  return lineErrors;
}

export function ReturnForm({ order, left, onDone }: ReturnFormProps) {
  const translate = useTranslate();
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [note, setNote] = useState('');
  const [to, setTo] = useState<RefundDestination>('card');
  const [problem, setProblem] = useState('');
  const { formRef, errors, show, showRefusal, clear } = useFieldErrors();
  const noneChosenId = useId();
  const [askForReturn, { isLoading, isSuccess }] = useAskForReturnMutation();
  const lines = order.products.filter((line) => (left.get(line._id) ?? 0) > 0);

  // It opens in place of the button that opened it: the first item's checkbox takes the focus.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus(), [formRef]);

  function change(lineId: string, choice: LineChoice) {
    setChoices((all) => ({ ...all, [lineId]: choice }));
    if (choice.chosen) clear('lines');
    for (const field of LINE_FIELDS) if (choice[field] !== choices[lineId]?.[field]) clear(`${lineId}.${field}`);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem('');
    const chosen = lines.flatMap((line) => {
      const choice = choices[line._id];
      return choice?.chosen ? [{ line, choice }] : [];
    });
    if (chosen.length === 0) return show({ lines: translate('returns.noneChosen') });
    const unexplained = chosen.filter(({ choice }) => choice.reason === '');
    const noReason = translate('returns.noReason');
    if (unexplained.length > 0) return show(Object.fromEntries(unexplained.map(({ line }) => [`${line._id}.reason`, noReason])));
    try {
      const asked = await askForReturn({
        orderId: order._id,
        body: {
          lines: chosen.map(({ line, choice }) => ({
            lineId: line._id,
            quantity: choice.quantity,
            reason: choice.reason || 'changed-my-mind',
            ...(choice.exchangeSize ? { exchangeSize: choice.exchangeSize } : {}),
          })),
          ...(note.trim() ? { note: note.trim() } : {}),
          to,
        },
      }).unwrap();
      toast.success(translate('returns.requested'));
      onDone(asked);
    } catch (error) {
      // The server names a line by its place in the body (`lines.0.reason`); the form, by the line's id.
      const shown = ['lines', 'note', ...chosen.flatMap(({ line }) => LINE_FIELDS.map((field) => `${line._id}.${field}`))];
      const byLine = (field: string) =>
        field.replace(/^lines\.(\d+)\./, (whole, index: string) => {
          const line = chosen[Number(index)]?.line;
          return line ? `${line._id}.` : whole;
        });
      setProblem(showRefusal(error, shown, byLine));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} aria-label={translate('returns.ask')} className="space-y-4" noValidate>
      {lines.map((line) => (
        <ReturnLineChoice
          key={line._id}
          line={line}
          max={left.get(line._id) ?? 1}
          choice={choices[line._id] ?? UNCHOSEN}
          onChange={(choice) => change(line._id, choice)}
          errors={errorsOfLine(errors, line._id)}
          noneChosenId={errors.lines ? noneChosenId : undefined}
        />
      ))}
      {errors.lines ? (
        <p id={noneChosenId} className="text-sm text-danger">
          {errors.lines}
        </p>
      ) : null}
      <FormField label={translate('returns.noteLabel')} error={errors.note}>
        {(id, validity) => (
          <textarea
            id={id}
            {...validity}
            value={note}
            maxLength={RETURN_NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => {
              setNote(event.target.value);
              clear('note');
            }}
            className={controlClasses}
          />
        )}
      </FormField>
      <RefundDestinationChoice value={to} onChange={setTo} />
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isLoading || isSuccess}>
          {translate('returns.send')}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          {translate('returns.notNow')}
        </Button>
      </div>
    </form>
  );
}
