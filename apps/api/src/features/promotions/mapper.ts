import {
  type AutomaticPromotion,
  type Category,
  type DiscountTerms,
  inLanguage,
  type Language,
  mergedTranslations,
  type Promotion,
  type PromotionBody,
  promotionState,
  type ShopMoney,
} from '@atelier/domain';
import type { promotions } from '../../db/schema.ts';
import { refuseAbovePriceCap } from '../settings/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/**
 * The row's columns from a checked body: money in the shop's minor units, below its cap, dates as dates, its
 * translations written over the `kept` ones (none for a new promotion).
 */
export function toPromotionValues(body: PromotionBody, money: ShopMoney, kept: PromotionRow['translations'] = {}) {
  const amounts = [
    { field: 'minSubtotal', label: 'Minimum subtotal', value: body.minSubtotal },
    { field: 'value', label: 'Amount off', value: body.kind === 'fixed' ? body.value : undefined },
  ];
  refuseAbovePriceCap(money, amounts, { wording: 'below' });
  return {
    code: body.code,
    label: body.label,
    translations: mergedTranslations(kept, body.translations),
    kind: body.kind,
    value: body.kind === 'fixed' ? money.toMinor(body.value ?? 0) : body.kind === 'percentage' ? (body.value ?? 0) : 0,
    categories: body.categories,
    minSubtotalCents: body.minSubtotal === null ? null : money.toMinor(body.minSubtotal),
    startsAt: body.startsAt === null ? null : new Date(body.startsAt),
    endsAt: body.endsAt === null ? null : new Date(body.endsAt),
    usageLimit: body.usageLimit,
    perCustomerLimit: body.perCustomerLimit,
    active: body.active,
  };
}

export function toDiscountTerms(row: Pick<PromotionRow, 'kind' | 'value' | 'categories'>): DiscountTerms {
  return { kind: row.kind, value: row.value, categories: row.categories as Category[] };
}

export function toPromotion(row: PromotionRow, now: Date, money: ShopMoney): Promotion {
  const shown = {
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    used: row.used,
  };
  return {
    _id: row.id,
    code: row.code,
    label: row.label,
    kind: row.kind,
    value: row.kind === 'fixed' ? money.toMajor(row.value) : row.value,
    categories: row.categories as Category[],
    minSubtotal: row.minSubtotalCents === null ? null : money.toMajor(row.minSubtotalCents),
    perCustomerLimit: row.perCustomerLimit,
    ...shown,
    state: promotionState(shown, now),
    createdAt: row.createdAt.toISOString(),
    translations: row.translations,
  };
}

/** The promotion's label in `language`, English where none is written. */
export function labelInLanguage(row: Pick<PromotionRow, 'label' | 'translations'>, language?: Language): string {
  return inLanguage({ label: row.label }, row.translations, language).label;
}

export function toAutomaticPromotion(row: PromotionRow, language?: Language): AutomaticPromotion {
  return {
    label: labelInLanguage(row, language),
    categories: row.categories as Category[],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of a promotion: its fields as an admin writes them, and its use count. */
export function toAuditedPromotion(row: PromotionRow) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
}
