// The promotion form's values (text, as the inputs hold them) and how they become a request body and back.
import type { Category, Promotion, PromotionInput, PromotionKind, PromotionTranslations } from '@atelier/domain';
import { translationsBody } from '../../shared/translatedTexts';

export interface PromotionFormValues {
  code: string;
  label: string;
  kind: PromotionKind;
  value: string;
  categories: Category[];
  minSubtotal: string;
  /** `YYYY-MM-DDTHH:mm` in the admin's own time, as a datetime-local input holds it. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  /** Its label in the other languages; a label emptied is '' until saved. */
  translations: PromotionTranslations;
}

export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  code: '',
  label: '',
  kind: 'percentage',
  value: '',
  categories: [],
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  translations: {},
};

/** The fields the form shows, by their names in the body: a refusal naming one is said under it. */
export const PROMOTION_FORM_FIELDS = [
  'code',
  'label',
  'kind',
  'value',
  'categories',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
] as const;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const textOf = (value: number | null) => (value === null ? '' : String(value));
const instantOrNull = (local: string) => (local === '' ? null : new Date(local).toISOString());

/** The body as the API takes it; every rule is the server's to check, and it names each bad field. */
export function promotionBody(values: PromotionFormValues, active = true): PromotionInput {
  return {
    code: values.code.trim() || null,
    label: values.label,
    kind: values.kind,
    ...(values.kind === 'free_shipping' ? {} : { value: Number(values.value) }),
    categories: values.categories,
    minSubtotal: numberOrNull(values.minSubtotal),
    startsAt: instantOrNull(values.startsAt),
    endsAt: instantOrNull(values.endsAt),
    usageLimit: numberOrNull(values.usageLimit),
    perCustomerLimit: numberOrNull(values.perCustomerLimit),
    active,
    ...translationsBody(values.translations),
  };
}

/** The promotion's body as it stands, with `active` changed: what Deactivate sends. */
export function promotionWith(promotion: Promotion, active: boolean): PromotionInput {
  const { _id, used: _used, state: _state, createdAt: _createdAt, value, translations, ...fields } = promotion;
  return { ...fields, ...(promotion.kind === 'free_shipping' ? {} : { value }), active, ...translationsBody(translations) };
}

/** An instant as a datetime-local input holds it: `YYYY-MM-DDTHH:mm` in the admin's own time. */
function localInput(instant: string | null): string {
  if (instant === null) return '';
  const date = new Date(instant);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A saved promotion as the form shows it for editing. */
export function promotionFormValues(promotion: Promotion): PromotionFormValues {
  return {
    code: promotion.code ?? '',
    label: promotion.label,
    kind: promotion.kind,
    value: promotion.kind === 'free_shipping' ? '' : String(promotion.value),
    categories: promotion.categories,
    minSubtotal: textOf(promotion.minSubtotal),
    startsAt: localInput(promotion.startsAt),
    endsAt: localInput(promotion.endsAt),
    usageLimit: textOf(promotion.usageLimit),
    perCustomerLimit: textOf(promotion.perCustomerLimit),
    translations: promotion.translations,
  };
}

/** What the dashboard calls a promotion: its code, or an automatic one's label. */
export const promotionName = (promotion: Promotion): string => promotion.code ?? promotion.label;
