// A zone's delivery methods as rows of its editor: name (with a tab per language), price, the subtotal from which it is free, working days and
// whether it is offered. Rows are added and removed here and saved with the zone; removing a saved method asks first.
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { TextField } from '../../components/TextField';
import { TranslatedFields } from '../../components/TranslatedFields';
import { useCurrencySymbol } from '../../shared/shop/useCurrencySymbol';
import { type MethodDraft, newMethodDraft } from './zoneDraft';

interface MethodRowsProps {
  rows: MethodDraft[];
  onChange: (rows: MethodDraft[]) => void;
  /** Field errors as the server names them: `methods.1.price`. */
  errors: Record<string, string>;
  /** What deleting a saved method does to shoppers, said in its confirmation. */
  deleteConsequence: (row: MethodDraft) => string;
  /** Says what a removal did, for the editor's status line. */
  onRemoved: (message: string) => void;
}

const WHEN_SAVED = 'It goes when you save the zone.';

export function MethodRows({ rows, onChange, errors, deleteConsequence, onRemoved }: MethodRowsProps) {
  const symbol = useCurrencySymbol();
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusNewRow, setFocusNewRow] = useState<string | null>(null);
  const [focusAdd, setFocusAdd] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  // After a removal the row's own buttons are gone: the focus goes to "Add a method", never to the page.
  useEffect(() => {
    if (!focusAdd) return;
    addButton.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);
  useEffect(() => {
    if (focusNewRow === null) return;
    list.current?.querySelector<HTMLElement>(`[data-row="${focusNewRow}"] input`)?.focus();
    setFocusNewRow(null);
  }, [focusNewRow]);

  const change = (key: string, changes: Partial<MethodDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  function remove(row: MethodDraft) {
    onChange(rows.filter((other) => other.key !== row.key));
    setFocusAdd(true);
    const named = row.name.trim() === '' ? 'The new method' : `'${row.name.trim()}'`;
    onRemoved(row._id ? `${named} will be deleted when you save the zone` : `${named} removed`);
  }

  return (
    <fieldset>
      <legend className="text-lg text-ink">Delivery methods</legend>
      {rows.length === 0 ? <p className="mt-2 text-sm text-muted">No delivery method: nobody here can check out.</p> : null}
      <ol ref={list} className="divide-y divide-line">
        {rows.map((row, index) => (
          <li key={row.key} data-row={row.key}>
            <MethodRow
              row={row}
              number={index + 1}
              symbol={symbol}
              errorOf={(field) => errors[`methods.${index}.${field}`]}
              onChange={(changes) => change(row.key, changes)}
            >
              {row._id ? (
                <DeleteButton
                  what={`method ${row.name}`}
                  label="Delete method"
                  named={`'${row.name}'`}
                  consequence={[deleteConsequence(row), WHEN_SAVED].filter(Boolean).join(' ')}
                  variant="ghost"
                  onDelete={() => remove(row)}
                />
              ) : (
                <Button size="sm" variant="ghost" onClick={() => remove(row)}>
                  Remove new method
                </Button>
              )}
            </MethodRow>
          </li>
        ))}
      </ol>
      <Button
        ref={addButton}
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() => {
          const row = newMethodDraft();
          onChange([...rows, row]);
          setFocusNewRow(row.key);
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a method
      </Button>
    </fieldset>
  );
}

interface MethodRowProps {
  row: MethodDraft;
  number: number;
  symbol: string;
  errorOf: (field: keyof MethodDraft) => string | undefined;
  onChange: (changes: Partial<MethodDraft>) => void;
  children: React.ReactNode;
}

function MethodRow({ row, number, symbol, errorOf, onChange, children }: MethodRowProps) {
  const activeId = useId();
  return (
    <fieldset className="grid gap-3 py-4 sm:grid-cols-6 sm:items-start">
      <legend className="sr-only">{`Delivery method ${number}`}</legend>
      <TranslatedFields
        label={`Method ${number}'s name by language`}
        className="sm:col-span-2"
        english={<TextField label="Method" value={row.name} onChange={(name) => onChange({ name })} error={errorOf('name')} />}
        fields={[{ field: 'name', label: 'Method', original: row.name }]}
        translations={row.translations}
        onChange={(translations) => onChange({ translations })}
      />
      <TextField
        label={`Price (${symbol})`}
        value={row.price}
        onChange={(price) => onChange({ price })}
        error={errorOf('price')}
      />
      <TextField
        label={`Free from (${symbol})`}
        value={row.freeFrom}
        onChange={(freeFrom) => onChange({ freeFrom })}
        error={errorOf('freeFrom')}
        hint="Empty: never free"
      />
      <TextField label="Min days" value={row.minDays} onChange={(minDays) => onChange({ minDays })} error={errorOf('minDays')} />
      <TextField label="Max days" value={row.maxDays} onChange={(maxDays) => onChange({ maxDays })} error={errorOf('maxDays')} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-6">
        <label htmlFor={activeId} className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            id={activeId}
            type="checkbox"
            checked={row.active}
            onChange={(event) => onChange({ active: event.target.checked })}
          />
          Offered to customers
        </label>
        {children}
      </div>
    </fieldset>
  );
}
