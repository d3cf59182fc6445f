// A zone as its editor holds it, saved with one request: name, countries, tax rates and every delivery method, the
// numbers as typed; and the body the API takes of it (POST /api/shipping/zones, PUT /api/shipping/zones/{id}).
import type { ShippingMethod, ShippingMethodTranslations } from '@atelier/domain';
import { translationsBody } from '../../shared/translatedTexts';
import { type TaxedZone, type TaxedZoneBody, toZoneTax, toZoneTaxDraft, type ZoneTaxDraft } from './zoneTax';

export interface MethodDraft {
  /** Tells rows apart while they are edited, saved or not. */
  key: string;
  /** The saved method this row changes; none for a new row. */
  _id?: string;
  name: string;
  price: string;
  freeFrom: string;
  minDays: string;
  maxDays: string;
  active: boolean;
  /** Its name in the other languages; a name emptied is '' until saved. */
  translations: ShippingMethodTranslations;
}

export interface ZoneDraft {
  name: string;
  countries: string[];
  tax: ZoneTaxDraft;
  methods: MethodDraft[];
  /** The zone's version as loaded; none for a new zone. */
  version?: number;
}

let newRows = 0;

export function newMethodDraft(): MethodDraft {
  newRows += 1;
  return {
    key: `new-${newRows}`,
    name: '',
    price: '',
    freeFrom: '',
    minDays: '',
    maxDays: '',
    active: true,
    translations: {},
  };
}

function toMethodDraft(method: ShippingMethod): MethodDraft {
  return {
    key: method._id,
    _id: method._id,
    name: method.name,
    price: String(method.price),
    freeFrom: method.freeFrom === null ? '' : String(method.freeFrom),
    minDays: String(method.minDays),
    maxDays: String(method.maxDays),
    active: method.active,
    translations: method.translations,
  };
}

export function toZoneDraft(zone: TaxedZone | undefined): ZoneDraft {
  if (!zone) return { name: '', countries: [], tax: toZoneTaxDraft(undefined), methods: [] };
  return {
    name: zone.name,
    countries: [...zone.countries],
    tax: toZoneTaxDraft(zone),
    methods: zone.methods.map(toMethodDraft),
    version: zone.version,
  };
}

/** A number as typed; what is not one is sent as typed, so the server names the field. */
const asNumber = (text: string): number => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text)) as number;

export function toZoneBody(draft: ZoneDraft): TaxedZoneBody {
  return {
    name: draft.name,
    countries: draft.countries,
    ...toZoneTax(draft.tax),
    methods: draft.methods.map((row) => ({
      ...(row._id ? { _id: row._id } : {}),
      name: row.name,
      price: asNumber(row.price),
      freeFrom: row.freeFrom.trim() === '' ? null : asNumber(row.freeFrom),
      minDays: asNumber(row.minDays),
      maxDays: asNumber(row.maxDays),
      active: row.active,
      ...translationsBody(row.translations),
    })),
    ...(draft.version === undefined ? {} : { version: draft.version }),
  };
}

/**
 * The server's field errors by the field each names on the form: the countries' list as one, the rest as sent
 * (`methods.1.price` is the second row's price, rows being sent in the order shown).
 */
export function zoneFieldErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) errors[field.startsWith('countries') ? 'countries' : field] ??= message;
  return errors;
}
