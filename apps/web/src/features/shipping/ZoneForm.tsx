// A shipping zone's name and countries (two-letter codes, separated by commas), each bad field named beside it.
import type { ShippingZone, ShippingZoneBody } from '@atelier/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { errorMessage, fieldErrors } from '../../shared/api/errors';
import { toast } from '../../shared/toast';

interface ZoneFormProps {
  zone?: ShippingZone;
  /** Saves the zone; rejects with the server's answer. */
  onSave: (body: ShippingZoneBody) => Promise<unknown>;
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({ name, countries: splitCountries(countries) });
      setErrors({});
      if (!zone) {
        setName('');
        setCountries('');
      }
      toast.success(`Zone '${name.trim()}' saved`);
    } catch (error) {
      const fields = fieldErrors(error);
      const countryError = Object.entries(fields).find(([field]) => field.startsWith('countries'))?.[1];
      setErrors({ ...fields, ...(countryError ? { countries: countryError } : {}) });
      if (Object.keys(fields).length === 0) toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start" noValidate>
      <TextField label="Zone name" value={name} onChange={setName} error={errors.name} />
      <TextField
        label="Countries"
        value={countries}
        onChange={setCountries}
        error={errors.countries}
        hint="Two-letter codes separated by commas, e.g. FR, DE"
      />
      <Button type="submit" variant="secondary" disabled={saving} className="sm:mt-6">
        {submitLabel}
      </Button>
    </form>
  );
}
