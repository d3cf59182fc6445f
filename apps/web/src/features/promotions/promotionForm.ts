// The promotion form's values (text, as the inputs hold them) and how they become a request body and back.
import type { Category, Promotion, PromotionInput, PromotionKind } from '@atelier/domain';

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
};

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
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
  };
}

/** The promotion's body as it stands, with `active` changed: what Deactivate sends. */
export function promotionWith(promotion: Promotion, active: boolean): PromotionInput {
  const { _id, used: _used, state: _state, createdAt: _createdAt, value, ...fields } = promotion;
  return { ...fields, ...(promotion.kind === 'free_shipping' ? {} : { value }), active };
}
