// The shipping address asked in the shop when gift cards and store credit pay the whole order: no payment page opens to
// ask it. The country is the cart's "Ship to", which delivery was priced for; the cart is where it changes.
import type { ShippingAddress } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { useCountryName } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFieldErrors } from '../../shared/useFieldErrors';

const FIELDS = [
  { field: 'name', label: 'checkout.address.name', autoComplete: 'name', required: true },
  { field: 'line1', label: 'checkout.address.line1', autoComplete: 'address-line1', required: true },
  { field: 'line2', label: 'checkout.address.line2', autoComplete: 'address-line2', required: false },
  { field: 'city', label: 'checkout.address.city', autoComplete: 'address-level2', required: true },
  { field: 'postalCode', label: 'checkout.address.postalCode', autoComplete: 'postal-code', required: true },
] as const;
type AddressField = (typeof FIELDS)[number]['field'];

interface PrepaidAddressFormProps {
  country: string;
  onPlace: (address: ShippingAddress) => void;
  onBack: () => void;
  busy: boolean;
  /** The shop's refusal of the address, when it refused it. */
  refusal?: unknown;
}

export function PrepaidAddressForm({ country, onPlace, onBack, busy, refusal }: PrepaidAddressFormProps) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const { formRef, errors, show, showRefusal, clear } = useFieldErrors();
  const [address, setAddress] = useState<Record<AddressField, string>>({
    name: '',
    line1: '',
    line2: '',
    city: '',
    postalCode: '',
  });
  const [problem, setProblem] = useState('');

  // It opens in place of the cart: its first field takes the focus.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus(), [formRef]);
  useEffect(() => {
    if (refusal)
      setProblem(
        showRefusal(
          refusal,
          FIELDS.map(({ field }) => field),
          (field) => field.replace(/^shippingAddress\./, ''),
        ),
      );
  }, [refusal, showRefusal]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem('');
    const missing = FIELDS.filter(({ field, required }) => required && address[field].trim() === '');
    if (missing.length > 0)
      return show(Object.fromEntries(missing.map(({ field }) => [field, translate('checkout.address.missing')])));
    onPlace({ ...address, country });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="prepaid-address-title" className="space-y-4">
      <h3 id="prepaid-address-title" className="text-lg">
        {translate('checkout.address.heading')}
      </h3>
      <p className="text-sm text-muted">{translate('checkout.address.intro')}</p>
      {FIELDS.map(({ field, label, autoComplete, required }) => (
        <FormField key={field} label={translate(label)} error={errors[field]}>
          {(id, validity) => (
            <input
              id={id}
              {...validity}
              autoComplete={`shipping ${autoComplete}`}
              aria-required={required || undefined}
              maxLength={field === 'postalCode' ? 20 : 200}
              value={address[field]}
              onChange={(event) => {
                setAddress((typed) => ({ ...typed, [field]: event.target.value }));
                clear(field);
              }}
              className={controlClasses}
            />
          )}
        </FormField>
      ))}
      <dl className="text-sm">
        <dt className="font-medium text-ink">{translate('checkout.address.country')}</dt>
        <dd className="mt-1 text-muted">{countryName(country)}</dd>
      </dl>
      {problem ? (
        <p role="alert" className="text-sm text-accent">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <Button type="submit" block size="lg" busy={busy}>
          {translate('checkout.address.place')}
        </Button>
        <Button variant="ghost" block onClick={onBack}>
          {translate('checkout.address.back')}
        </Button>
      </div>
    </form>
  );
}
