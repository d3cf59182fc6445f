// Which discount a cart gets: the code it entered, checked against every rule a shopper reads a refusal for, and the
// automatic promotions running now; the one taking the most off (decision 355). Trying a code and opening a checkout
// both choose here, so the cart shows what the checkout charges.
import { bestDiscount, type DiscountableLine, type DiscountCandidate, discountCents } from '@atelier/domain';
import { and, count, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, orders, promotions } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import { readShopMoney } from '../settings/index.ts';
import { type PromotionRow, toDiscountTerms } from './mapper.ts';

export interface ChosenDiscount {
  promotion: PromotionRow;
  /** Whether it is the code the shopper entered; otherwise an automatic promotion. */
  entered: boolean;
  /** Each line's share of the discount, in the order of the lines given. */
  lineDiscountsCents: number[];
  /** A `free_shipping` promotion: every delivery method costs nothing. */
  freeShipping: boolean;
}

export interface DiscountQuestion {
  /** The shopper choosing; null for a visitor, whose per-customer uses cannot be known yet. */
  userId: string | null;
  code: string | undefined;
  lines: readonly DiscountableLine[];
  /** What the cheapest delivery costs: what a free-delivery promotion takes off. */
  shippingCents: number;
  now: Date;
  /**
   * Opening a checkout: the promotions with a use limit are locked until the transaction ends, so two checkouts at
   * once count each other's held uses, on any instance.
   */
  lock: boolean;
}

/** Open checkouts hold a use each, as they hold stock; paid ones are counted in `used`. */
async function heldUses(db: Db, promotionId: string, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.promotionId, promotionId),
        eq(checkoutSessions.status, 'open'),
        userId ? eq(checkoutSessions.userId, userId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * A paid checkout's use of its promotion: no longer held by the session, now counted. Called under the session's lock
 * after its stock, in the order an opening checkout locks them.
 */
export async function countPromotionUse(tx: Db, promotionId: string | null): Promise<void> {
  if (promotionId === null) return;
  await tx
    .update(promotions)
    .set({ used: sql`${promotions.used} + 1` })
    .where(eq(promotions.id, promotionId));
}

/** Whether every use of a promotion with a limit is taken or held. */
async function usedUp(db: Db, promotion: PromotionRow): Promise<boolean> {
  if (promotion.usageLimit === null) return false;
  return promotion.used + (await heldUses(db, promotion.id)) >= promotion.usageLimit;
}

/** The customer's uses of a promotion: orders they paid with it (not those refunded as sold out) and checkouts open with it. */
export async function usesByCustomer(db: Db, promotionId: string, userId: string): Promise<number> {
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.promotionId, promotionId), eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return (paid?.n ?? 0) + (await heldUses(db, promotionId, userId));
}

async function promotionsWhere(db: Db, where: ReturnType<typeof and>, lock: boolean): Promise<PromotionRow[]> {
  const query = db.select().from(promotions).where(where).orderBy(promotions.id);
  return lock ? query.for('update') : query;
}

const subtotalOf = (lines: readonly DiscountableLine[]) => lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/** The entered code's promotion, or the refusal a shopper reads beside the field. */
async function enteredPromotion(db: Db, question: DiscountQuestion & { code: string }): Promise<PromotionRow> {
  const { now, lines } = question;
  const [promotion] = await promotionsWhere(db, and(sql`lower(${promotions.code}) = lower(${question.code})`), question.lock);
  if (!promotion?.active || (promotion.startsAt && promotion.startsAt > now)) {
    throw new NotFound(refusal('code.notValid'));
  }
  if (promotion.endsAt && promotion.endsAt <= now) throw new Invalid(refusal('code.expired'));
  if (await usedUp(db, promotion)) throw new Conflict(refusal('code.limitReached'));
  if (question.userId && promotion.perCustomerLimit !== null) {
    const uses = await usesByCustomer(db, promotion.id, question.userId);
    if (uses >= promotion.perCustomerLimit) throw new Conflict(refusal('code.alreadyUsed'));
  }
  const terms = toDiscountTerms(promotion);
  if (!lines.some((line) => terms.categories.length === 0 || terms.categories.includes(line.category))) {
    throw new Invalid(refusal('code.notForTheseProducts'));
  }
  const subtotalCents = subtotalOf(lines);
  if (promotion.minSubtotalCents !== null && subtotalCents < promotion.minSubtotalCents) {
    const money = await readShopMoney(db);
    const amount = { minor: promotion.minSubtotalCents - subtotalCents, currency: money.currency };
    throw new Invalid(refusal('code.spendMore', { amount }));
  }
  return promotion;
}

/** Automatic promotions that run at `now`, the cart reaches their minimum, and have a use left. */
async function runningAutomaticPromotions(db: Db, question: DiscountQuestion): Promise<PromotionRow[]> {
  const { now } = question;
  const running = await promotionsWhere(
    db,
    and(
      isNull(promotions.code),
      eq(promotions.active, true),
      or(isNull(promotions.usageLimit), gt(promotions.usageLimit, promotions.used)),
      or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
      or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      or(isNull(promotions.minSubtotalCents), lte(promotions.minSubtotalCents, subtotalOf(question.lines))),
    ),
    false,
  );
  const limited = running.filter((promotion) => promotion.usageLimit !== null).map((promotion) => promotion.id);
  // Only those with a use limit are locked: the others cannot run out, so checkouts need not queue behind them. Their
  // uses are decided on the rows as locked: a checkout paid while this one waited moved a use from held to counted.
  const locked = question.lock && limited.length > 0 ? await promotionsWhere(db, inArray(promotions.id, limited), true) : [];
  const left = [];
  for (const promotion of running) {
    const current = locked.find((row) => row.id === promotion.id) ?? promotion;
    if (!(await usedUp(db, current))) left.push(current);
  }
  return left;
}

/**
 * The discount the cart gets, or null when none applies; throws the refusal of an entered code that does not hold, so
 * a checkout opened with it opens nothing. Counts nothing: a checkout holds its use by naming the promotion.
 */
export async function chooseDiscount(db: Db, question: DiscountQuestion): Promise<ChosenDiscount | null> {
  const candidates: DiscountCandidate<ChosenDiscount>[] = [];
  const consider = (promotion: PromotionRow, entered: boolean) => {
    const off = discountCents(toDiscountTerms(promotion), question.lines, question.shippingCents);
    candidates.push({
      promotion: {
        promotion,
        entered,
        lineDiscountsCents: off.lineDiscountsCents,
        freeShipping: promotion.kind === 'free_shipping',
      },
      entered,
      amountOffCents: off.totalDiscountCents,
    });
  };
  if (question.code) consider(await enteredPromotion(db, { ...question, code: question.code }), true);
  for (const automatic of await runningAutomaticPromotions(db, question)) consider(automatic, false);
  return bestDiscount(candidates)?.promotion ?? null;
}
