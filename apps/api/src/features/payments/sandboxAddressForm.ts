// The shipping address part of the sandbox payment page: the fields Stripe's page asks for, each with its own error.
import { countryName, type ShippingAddress } from '@atelier/domain';
import { html, type SafeHtml } from '../../rendering/html.ts';
import type { SandboxSpeaking } from './sandboxText.ts';

export type AddressField = keyof ShippingAddress;
export type AddressErrors = Partial<Record<AddressField, string>>;

interface FieldSpec {
  name: AddressField;
  label: 'address.name' | 'address.line1' | 'address.line2' | 'address.city' | 'address.postalCode';
  autocomplete: string;
  maxLength: number;
  required: boolean;
}

const TEXT_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'address.name', autocomplete: 'shipping name', maxLength: 100, required: true },
  { name: 'line1', label: 'address.line1', autocomplete: 'shipping address-line1', maxLength: 200, required: true },
  { name: 'line2', label: 'address.line2', autocomplete: 'shipping address-line2', maxLength: 200, required: false },
  { name: 'city', label: 'address.city', autocomplete: 'shipping address-level2', maxLength: 100, required: true },
  { name: 'postalCode', label: 'address.postalCode', autocomplete: 'shipping postal-code', maxLength: 20, required: true },
];

/** Field names in the form, apart from the card's. */
export const fieldId = (name: AddressField) => `shipping-${name}`;

function errorOf(name: AddressField, errors: AddressErrors): SafeHtml | false {
  const message = errors[name];
  return message ? html`<p class="field-error" id="${fieldId(name)}-error">${message}</p>` : false;
}

/** aria-invalid and aria-describedby for a field with an error: a screen reader reads the error with the field. */
function errorAttributes(name: AddressField, errors: AddressErrors): SafeHtml | false {
  return errors[name] ? html` aria-invalid="true" aria-describedby="${fieldId(name)}-error"` : false;
}

function textField(field: FieldSpec, values: Partial<ShippingAddress>, errors: AddressErrors, { t }: SandboxSpeaking): SafeHtml {
  const id = fieldId(field.name);
  return html`<label for="${id}">${t(field.label)}</label>
    <input id="${id}" name="${id}" autocomplete="${field.autocomplete}" maxlength="${field.maxLength}" value="${values[field.name] ?? ''}"${field.required ? html` required` : false}${errorAttributes(field.name, errors)}>
    ${errorOf(field.name, errors)}`;
}

function countryField(
  countries: readonly string[],
  chosen: string | undefined,
  errors: AddressErrors,
  { t, locale }: SandboxSpeaking,
): SafeHtml {
  const id = fieldId('country');
  const options = countries.map(
    (code) => html`<option value="${code}"${code === chosen ? html` selected` : false}>${countryName(code, locale)}</option>`,
  );
  return html`<label for="${id}">${t('address.country')}</label>
    <select id="${id}" name="${id}" autocomplete="shipping country" required${errorAttributes('country', errors)}>${options}</select>
    ${errorOf('country', errors)}`;
}

/**
 * `updateDelivery`: where the form posts to price delivery for the country chosen without paying (the page has no
 * script, so a changed country is sent to the server).
 */
export function addressFieldset(
  countries: readonly string[],
  values: Partial<ShippingAddress>,
  errors: AddressErrors,
  updateDelivery: string,
  speaking: SandboxSpeaking,
): SafeHtml {
  return html`<fieldset class="address">
    <legend>${speaking.t('address.legend')}</legend>
    ${TEXT_FIELDS.map((field) => textField(field, values, errors, speaking))}
    ${countryField(countries, values.country, errors, speaking)}
    <button class="update-delivery" type="submit" formaction="${updateDelivery}" formnovalidate>${speaking.t('address.updateDelivery')}</button>
  </fieldset>`;
}
