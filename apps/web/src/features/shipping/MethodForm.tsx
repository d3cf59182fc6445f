// One delivery method of a zone: name, price, the subtotal from which it is free, working days and whether it is
// offered; each bad field named beside it.
import type { ShippingMethod, ShippingMethodBody } from '@atelier/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { TextField } from '../../components/TextField';
import { errorMessage, fieldErrors } from '../../shared/api/errors';
import { useCurrencySymbol } from '../../shared/shop/useCurrencySymbol';
import { toast } from '../../shared/toast';

interface MethodFormProps {
  method?: ShippingMethod;
  onSave: (body: ShippingMethodBody) => Promise<unknown>;
  /** Deleting an offered method asks first; `deleteConsequence` says what else happens. */
  onDelete?: () => void;
  deleteConsequence?: string;
  submitLabel: string;
}

/** What the admin typed, as the API reads it: an empty number is sent as text so the server names it. */
const asNumber = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

export function MethodForm({ method, onSave, onDelete, deleteConsequence = '', submitLabel }: MethodFormProps) {
  const symbol = useCurrencySymbol();
  const activeId = useId();
  const [name, setName] = useState(method?.name ?? '');
  const [price, setPrice] = useState(method ? String(method.price) : '');
  const [freeFrom, setFreeFrom] = useState(method?.freeFrom === null || !method ? '' : String(method.freeFrom));
  const [minDays, setMinDays] = useState(method ? String(method.minDays) : '');
  const [maxDays, setMaxDays] = useState(method ? String(method.maxDays) : '');
  const [active, setActive] = useState(method?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({
        name,
        price: asNumber(price) as number,
        freeFrom: freeFrom.trim() === '' ? null : (asNumber(freeFrom) as number),
        minDays: asNumber(minDays) as number,
        maxDays: asNumber(maxDays) as number,
        active,
      });
      setErrors({});
      toast.success(`Method '${name.trim()}' saved`);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3 py-4 sm:grid-cols-6 sm:items-start" noValidate>
      <TextField label="Method" value={name} onChange={setName} error={errors.name} className="sm:col-span-2" />
      <TextField label={`Price (${symbol})`} value={price} onChange={setPrice} error={errors.price} />
      <TextField
        label={`Free from (${symbol})`}
        value={freeFrom}
        onChange={setFreeFrom}
        error={errors.freeFrom}
        hint="Empty: never free"
      />
      <TextField label="Min days" value={minDays} onChange={setMinDays} error={errors.minDays} />
      <TextField label="Max days" value={maxDays} onChange={setMaxDays} error={errors.maxDays} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-6">
        <label htmlFor={activeId} className="flex items-center gap-2 text-sm text-ink">
          <input id={activeId} type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          Offered to customers
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={saving}>
          {submitLabel}
        </Button>
        {onDelete && method ? (
          <DeleteButton
            what={`method ${method.name}`}
            label="Delete method"
            named={`'${method.name}'`}
            consequence={deleteConsequence}
            variant="ghost"
            onDelete={onDelete}
          />
        ) : null}
      </div>
    </form>
  );
}
