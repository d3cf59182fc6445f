// Promotions: admins write discount codes and automatic discounts, each change in the audit trail; anyone may try a
// code against a cart, priced from the database, and nothing is counted by trying (decision 355).
import {
  type AppliedPromotion,
  type ApplyPromotionBody,
  type Category,
  type DiscountableLine,
  deliveryPriceCents,
  type Language,
  type PromotionBody,
  type PromotionRemoval,
  shippingTaxRateOf,
  shopMoneyIn,
  taxedForDestination,
  taxedTotalsCents,
  toMajorUnits,
  toTaxLines,
} from '@atelier/domain';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/databaseErrors.ts';
import { products, promotions } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../shared/errors.ts';
import { existingId, isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { refusal } from '../../shared/refusals.ts';
import { recordAdminAction } from '../audit/index.ts';
import { giftCardLinesCents, pricedGiftCardLines } from '../giftCards/index.ts';
import { readShopMoney } from '../settings/index.ts';
import { taxationFor } from '../tax/index.ts';
import { chooseDiscount } from './choice.ts';
import { labelInLanguage, type PromotionRow, toAuditedPromotion, toPromotionValues } from './mapper.ts';
import { quotedDeliveryMethod } from './quotedDelivery.ts';

const NOT_FOUND = 'Promotion not found';
const DUPLICATE_CODE = 'A promotion with this code already exists';

export async function listPromotions(db: Db, actor: Actor | null): Promise<PromotionRow[]> {
  authorize(actor, 'read', 'promotion');
  return db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id));
}

/** An automatic promotion switched on and not used up. */
const SWITCHED_ON_AUTOMATIC = and(
  isNull(promotions.code),
  eq(promotions.active, true),
  or(isNull(promotions.usageLimit), gt(promotions.usageLimit, promotions.used)),
);

/** Automatic promotions switched on and not used up; the storefront shows each while it runs. */
export async function automaticPromotions(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(SWITCHED_ON_AUTOMATIC).orderBy(desc(promotions.createdAt), desc(promotions.id));
}

/** A promotion's label in `language`, English where none is written; null when the promotion is gone. */
export async function promotionLabelIn(db: Db, id: string, language: Language): Promise<string | null> {
  const [row] = await db
    .select({ label: promotions.label, translations: promotions.translations })
    .from(promotions)
    .where(eq(promotions.id, id));
  return row ? labelInLanguage(row, language) : null;
}

const duplicateCode = () => new Conflict(DUPLICATE_CODE, { fields: { code: DUPLICATE_CODE } });

/** Another promotion with this code, whatever its case. */
async function codeTaken(tx: Db, code: string | null, exceptId: string | null): Promise<boolean> {
  if (code === null) return false;
  const [row] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(sql`lower(${promotions.code}) = lower(${code})${exceptId ? sql` and ${promotions.id} <> ${exceptId}` : sql``}`)
    .limit(1);
  return row !== undefined;
}

const subjectOf = (row: PromotionRow) => ({ type: 'promotion' as const, id: row.id, label: row.code ?? row.label });

export async function createPromotion(db: Db, actor: Actor | null, body: PromotionBody): Promise<PromotionRow> {
  const admin = authorize(actor, 'create', 'promotion');
  return db.transaction(async (tx) => {
    // The unique index on the lower-cased code settles two admins creating the same code at once.
    const values = toPromotionValues(body, await readShopMoney(tx));
    const [row] = await tx.insert(promotions).values(values).onConflictDoNothing().returning();
    if (!row) throw duplicateCode();
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'promotion.created',
      subject: subjectOf(row),
      after: toAuditedPromotion(row),
    });
    return row;
  });
}

async function lockedPromotion(tx: Db, rawId: string): Promise<PromotionRow> {
  const id = existingId(rawId, 'Promotion');
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

/** Replaces every field an admin writes; the use count stays the server's. */
export async function updatePromotion(db: Db, actor: Actor | null, rawId: string, body: PromotionBody): Promise<PromotionRow> {
  const admin = authorize(actor, 'update', 'promotion');
  return db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, rawId);
    if (await codeTaken(tx, body.code, before.id)) throw duplicateCode();
    const [row] = await tx
      .update(promotions)
      .set({ ...toPromotionValues(body, await readShopMoney(tx), before.translations), updatedAt: sql`now()` })
      .where(eq(promotions.id, before.id))
      .returning()
      .catch((error: unknown) => {
        // Another admin saved the same code since the check above.
        throw isUniqueViolation(error) ? duplicateCode() : error;
      });
    if (!row) throw new NotFound(NOT_FOUND);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'promotion.changed',
      subject: subjectOf(row),
      before: toAuditedPromotion(before),
      after: toAuditedPromotion(row),
    });
    return row;
  });
}

/** Deletes a promotion no order used; one that was used is kept, switched off, so its orders still name it. */
export async function deletePromotion(db: Db, actor: Actor | null, rawId: string): Promise<PromotionRemoval> {
  const admin = authorize(actor, 'delete', 'promotion');
  return db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, rawId);
    if (before.used > 0) {
      const [row] = await tx
        .update(promotions)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(promotions.id, before.id))
        .returning();
      if (!row) throw new NotFound(NOT_FOUND);
      await recordAdminAction(tx, {
        actor: admin,
        kind: 'promotion.deactivated',
        subject: subjectOf(row),
        before: toAuditedPromotion(before),
        after: toAuditedPromotion(row),
      });
      return { message: 'This promotion has been used, so it was deactivated instead of deleted', deactivated: true };
    }
    await tx.delete(promotions).where(eq(promotions.id, before.id));
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'promotion.deleted',
      subject: subjectOf(before),
      before: toAuditedPromotion(before),
    });
    return { message: 'Promotion deleted', deactivated: false };
  });
}

/** The cart's goods priced from the database: the client's prices are never read. */
async function pricedGoods(db: Db, goods: ApplyPromotionBody['products']): Promise<DiscountableLine[]> {
  const ids = [...new Set(goods.map((line) => line._id.toLowerCase()))];
  const rows = ids.every(isUuid)
    ? await db
        .select({ id: products.id, priceCents: products.priceCents, category: products.category })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return goods.map((line) => {
    const product = byId.get(line._id.toLowerCase());
    if (!product) throw new Invalid(refusal('cart.unavailable'));
    return { priceCents: product.priceCents, quantity: line.quantity, category: product.category as Category };
  });
}

/**
 * What the cart would pay with the code: the best single discount of the code and the automatic promotions running
 * now (decision 355), or the refusal a shopper reads beside the field. Without a code, what the automatic promotions
 * alone take off, which may be nothing. Counts nothing and holds nothing.
 */
export async function applyPromotion(
  db: Db,
  actor: Actor | null,
  body: ApplyPromotionBody,
  language?: Language,
  now = new Date(),
): Promise<{ applied: AppliedPromotion; giftCardsCents: number }> {
  const [taxation, quoted] = await Promise.all([
    taxationFor(db, body.shippingCountry ?? null),
    quotedDeliveryMethod(db, body.shippingCountry, body.shippingMethod),
  ]);
  // Gift cards bought take no discount, no tax and no delivery (decision 680).
  const cart = await pricedGiftCardLines(db, body.products, shopMoneyIn(taxation.currency));
  const lines = (await pricedGoods(db, cart.goods)).map((line) => taxedForDestination(line, taxation));
  const method = lines.length > 0 ? quoted : null;
  const goodsCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shippingCents = method ? deliveryPriceCents(method, goodsCents) : 0;
  const question = { userId: actor?.id ?? null, code: body.code || undefined, lines, shippingCents, now, lock: false };
  // An entered code is always a candidate (or refused): only a cart asked without one may find nothing.
  const chosen = await chooseDiscount(db, question);
  const discounted = lines.map((line, index) => ({
    ...line,
    discountCents: chosen?.lineDiscountsCents[index] ?? 0,
    rate: line.taxRate,
  }));
  const discountCents = discounted.reduce((sum, line) => sum + line.discountCents, 0);
  // The method is priced for the goods after the discount, as the checkout prices it.
  const deliveryCents = !method || chosen?.freeShipping ? 0 : deliveryPriceCents(method, goodsCents - discountCents);
  const totals = taxedTotalsCents({
    pricesIncludeTax: taxation.pricesIncludeTax,
    lines: [...discounted, ...cart.giftCards.map((line) => ({ ...line, discountCents: 0, rate: 0 }))],
    shippingCents: deliveryCents,
    shippingRate: method ? shippingTaxRateOf(taxation) : null,
  });
  const major = (minor: number) => toMajorUnits(minor, taxation.currency);
  const applied = {
    code: chosen?.entered ? chosen.promotion.code : null,
    label: chosen ? labelInLanguage(chosen.promotion, language) : null,
    discount: major(totals.discountCents),
    subtotal: major(totals.subtotalCents),
    ...(method || chosen?.freeShipping ? { shipping: major(deliveryCents) } : {}),
    tax: major(totals.taxCents),
    total: major(totals.totalCents),
    taxIncluded: totals.taxIncluded,
    taxLines: toTaxLines(totals.taxLines, taxation.currency),
    currency: taxation.currency,
  };
  return { applied, giftCardsCents: giftCardLinesCents(cart.giftCards) };
}
