// A shipping zone's name, countries (two-letter codes, separated by commas) and tax rates, each bad field named beside
// it; a rate out of 0–100 % is caught before anything is sent, and the first bad field takes the focus.
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { errorMessage, fieldErrors } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { CategoryTaxRateFields, ZoneTaxRateField } from './ZoneTaxFields';
import { type TaxedZone, type TaxedZoneBody, toZoneTax, toZoneTaxDraft, zoneTaxErrors } from './zoneTax';

interface ZoneFormProps {
  zone?: TaxedZone;
  /** Saves the zone; rejects with the server's answer. */
  onSave: (body: TaxedZoneBody) => Promise<unknown>;
  submitLabel: string;
}

const splitCountries = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);

export function ZoneForm({ zone, onSave, submitLabel }: ZoneFormProps) {
  const [name, setName] = useState(zone?.name ?? '');
  const [countries, setCountries] = useState(zone?.countries.join(', ') ?? '');
  const [tax, setTax] = useState(() => toZoneTaxDraft(zone));
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // Marked first, so the first bad field is announced with its message as it takes focus.
  function showErrors(refused: Record<string, string>) {
    flushSync(() => setErrors(refused));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rateErrors = zoneTaxErrors(tax);
    if (Object.keys(rateErrors).length > 0) {
      showErrors(rateErrors);
      return;
    }
    setSaving(true);
    try {
      await onSave({ name, countries: splitCountries(countries), ...toZoneTax(tax) });
      setErrors({});
      if (!zone) {
        setName('');
        setCountries('');
        setTax(toZoneTaxDraft(undefined));
      }
      toast.success(`Zone '${name.trim()}' saved`);
    } catch (error) {
      const fields = fieldErrors(error);
      const countryError = Object.entries(fields).find(([field]) => field.startsWith('countries'))?.[1];
      showErrors({ ...fields, ...(countryError ? { countries: countryError } : {}) });
      if (Object.keys(fields).length === 0) toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_2fr_1fr_auto] sm:items-start" noValidate>
      <TextField label="Zone name" value={name} onChange={setName} error={errors.name} />
      <TextField
        label="Countries"
        value={countries}
        onChange={setCountries}
        error={errors.countries}
        hint="Two-letter codes separated by commas, e.g. FR, DE"
      />
      <ZoneTaxRateField draft={tax} onChange={setTax} errors={errors} />
      <Button type="submit" variant="secondary" disabled={saving} className="sm:mt-6">
        {submitLabel}
      </Button>
      <CategoryTaxRateFields draft={tax} onChange={setTax} errors={errors} />
    </form>
  );
}
