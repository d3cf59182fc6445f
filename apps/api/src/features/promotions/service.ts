// Promotions: admins write discount codes and automatic discounts, each change in the audit trail; anyone may try a
// code against a cart, priced from the database, and nothing is counted by trying (decision 355).
import {
  type AppliedPromotion,
  type ApplyPromotionBody,
  type Category,
  type DiscountableLine,
  type PromotionBody,
  type PromotionRemoval,
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
import { recordAdminAction } from '../audit/index.ts';
import { readShopMoney } from '../settings/index.ts';
import { taxationFor } from '../tax/index.ts';
import { chooseDiscount } from './choice.ts';
import { type PromotionRow, toAuditedPromotion, toPromotionValues } from './mapper.ts';

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
      .set({ ...toPromotionValues(body, await readShopMoney(tx)), updatedAt: sql`now()` })
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

/** The cart's lines priced from the database: the client's prices are never read. */
async function pricedLines(db: Db, body: ApplyPromotionBody): Promise<DiscountableLine[]> {
  const ids = [...new Set(body.products.map((line) => line._id.toLowerCase()))];
  const rows = ids.every(isUuid)
    ? await db
        .select({ id: products.id, priceCents: products.priceCents, category: products.category })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return body.products.map((line) => {
    const product = byId.get(line._id.toLowerCase());
    if (!product) throw new Invalid('Some products in your cart are no longer available');
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
  now = new Date(),
): Promise<AppliedPromotion> {
  const taxation = await taxationFor(db, body.shippingCountry ?? null);
  const lines = (await pricedLines(db, body)).map((line) => taxedForDestination(line, taxation));
  const question = { userId: actor?.id ?? null, code: body.code || undefined, lines, shippingCents: 0, now, lock: false };
  // An entered code is always a candidate (or refused): only a cart asked without one may find nothing.
  const chosen = await chooseDiscount(db, question);
  const totals = taxedTotalsCents({
    pricesIncludeTax: taxation.pricesIncludeTax,
    lines: lines.map((line, index) => ({ ...line, discountCents: chosen?.lineDiscountsCents[index] ?? 0, rate: line.taxRate })),
    shippingCents: 0,
    shippingRate: null,
  });
  const major = (minor: number) => toMajorUnits(minor, taxation.currency);
  return {
    code: chosen?.entered ? chosen.promotion.code : null,
    label: chosen?.promotion.label ?? null,
    discount: major(totals.discountCents),
    subtotal: major(totals.subtotalCents),
    ...(chosen?.freeShipping ? { shipping: 0 } : {}),
    tax: major(totals.taxCents),
    total: major(totals.totalCents),
    taxIncluded: totals.taxIncluded,
    taxLines: toTaxLines(totals.taxLines, taxation.currency),
    currency: taxation.currency,
  };
}
