import {
  type AutomaticPromotion,
  type Category,
  type DiscountTerms,
  type Promotion,
  type PromotionBody,
  promotionState,
  type ShopMoney,
} from '@atelier/domain';
import type { promotions } from '../../db/schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/** The row's columns from a checked body: money in the shop's minor units, dates as dates. */
export function toPromotionValues(body: PromotionBody, money: ShopMoney) {
  return {
    code: body.code,
    label: body.label,
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
  };
}

export function toAutomaticPromotion(row: PromotionRow): AutomaticPromotion {
  return {
    label: row.label,
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
