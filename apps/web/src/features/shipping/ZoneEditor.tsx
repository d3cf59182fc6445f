// One zone edited whole and saved with one button: its name, countries, tax rates and delivery methods. A refused
// field is marked and named under itself and the first takes the focus; after saving, the focus stays on the button
// and the status line says what happened.
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { errorMessage, fieldErrors, hasStatus } from '../../shared/api/errors';
import { useFieldErrors } from '../../shared/useFieldErrors';
import { CountryPicker } from './CountryPicker';
import { MethodRows } from './MethodRows';
import { CategoryTaxRateFields, ZoneTaxRateField } from './ZoneTaxFields';
import { toZoneBody, toZoneDraft, type ZoneDraft, zoneFieldErrors } from './zoneDraft';
import { type TaxedZone, type TaxedZoneBody, zoneTaxErrors } from './zoneTax';

interface ZoneEditorProps {
  /** The zone as saved; none for a new zone, whose editor empties once it is added. */
  zone?: TaxedZone;
  /** Saves the zone with its methods; answers the zone as saved, or rejects with the server's answer. */
  onSave: (body: TaxedZoneBody) => Promise<TaxedZone>;
  /** Reads the zone again, as it is now. */
  onReload?: () => Promise<TaxedZone | undefined>;
  /** What deleting a saved method does to shoppers. */
  methodDeleteConsequence?: (methodId: string) => string;
  submitLabel: string;
}

/** Fields the form shows an error under; any other the server names is said above the button. */
const isShownField = (field: string) =>
  ['name', 'countries', 'taxRate'].includes(field) ||
  field.startsWith('categoryTaxRates.') ||
  /^methods\.\d+\.(name|price|freeFrom|minDays|maxDays)$/.test(field);

export function ZoneEditor({ zone, onSave, onReload, methodDeleteConsequence, submitLabel }: ZoneEditorProps) {
  const [draft, setDraft] = useState<ZoneDraft>(() => toZoneDraft(zone));
  const { formRef, errors, show } = useFieldErrors();
  const [problem, setProblem] = useState('');
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const saving = useRef(false);
  const [busy, setBusy] = useState(false);

  const edit = (changes: Partial<ZoneDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setStatus('');
  };

  // Drawn with the marks, so the first bad field is announced with its message as it takes focus.
  function showErrors(refused: Record<string, string>, message: string) {
    setProblem(message);
    setStatus('');
    show(refused);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.current) return;
    const rateErrors = zoneTaxErrors(draft.tax);
    if (Object.keys(rateErrors).length > 0) {
      showErrors(rateErrors, '');
      return;
    }
    saving.current = true;
    setBusy(true);
    setChangedMeanwhile(false);
    try {
      const saved = await onSave(toZoneBody(draft));
      show({});
      setProblem('');
      setDraft(toZoneDraft(zone ? saved : undefined));
      setStatus(zone ? `Zone '${saved.name}' saved` : `Zone '${saved.name}' added`);
    } catch (error) {
      const fields = zoneFieldErrors(fieldErrors(error));
      const unshown = Object.entries(fields).filter(([field]) => !isShownField(field));
      const message = unshown.length > 0 || Object.keys(fields).length === 0 ? errorMessage(error) : '';
      setChangedMeanwhile(hasStatus(error, 409) && Object.keys(fields).length === 0);
      showErrors(fields, message);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  }

  async function reload() {
    const fresh = await onReload?.();
    if (!fresh) return;
    show({});
    flushSync(() => {
      setDraft(toZoneDraft(fresh));
      setProblem('');
      setChangedMeanwhile(false);
      setStatus(`Zone '${fresh.name}' reloaded as it is now`);
    });
    statusRef.current?.focus();
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-6" noValidate>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField label="Zone name" value={draft.name} onChange={(name) => edit({ name })} error={errors.name} />
        <ZoneTaxRateField draft={draft.tax} onChange={(tax) => edit({ tax })} errors={errors} />
      </div>
      <CountryPicker
        label="Countries"
        value={draft.countries}
        onChange={(countries) => edit({ countries })}
        error={errors.countries}
      />
      <CategoryTaxRateFields draft={draft.tax} onChange={(tax) => edit({ tax })} errors={errors} />
      <MethodRows
        rows={draft.methods}
        onChange={(methods) => edit({ methods })}
        errors={errors}
        deleteConsequence={(row) => (row._id ? (methodDeleteConsequence?.(row._id) ?? '') : '')}
        onRemoved={setStatus}
      />
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {changedMeanwhile && onReload ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-cream px-4 py-3 text-sm text-ink">
          <p>Reload the zone to see it as it is now; the changes typed here are not kept.</p>
          <Button variant="secondary" size="sm" onClick={() => void reload()}>
            Reload the zone
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4 border-t border-line pt-4">
        <Button type="submit" aria-disabled={busy || undefined}>
          {submitLabel}
        </Button>
        <p ref={statusRef} role="status" tabIndex={-1} className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  );
}
