// What gift cards and store credit pay of a checkout (decision 615): planned when it opens, after promotions, delivery
// and tax; held as stock is; spent when it is paid. Releasing an unpaid checkout's holds is the database's (migration
// 0036's trigger on checkout_sessions), whatever path ends it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeCreditAccounts } from '../../db/schema.ts';
import { Conflict } from '../../shared/errors.ts';
import { refusal } from '../../shared/refusals.ts';
import { type BalanceEntry, heldByCheckout, heldWhenOpened, writeBalanceEntries } from './ledger.ts';
import { giftCardsByCodes } from './lookup.ts';

const BALANCE_IN_USE = refusal('giftCard.balanceInUse');

export interface Prepayment {
  giftCards: { giftCardId: string; last4: string; cents: number }[];
  /** Store credit of `userId`. */
  storeCreditCents: number;
  userId: string;
}

export const prepaidCentsOf = (plan: Prepayment | null) =>
  plan ? plan.giftCards.reduce((sum, card) => sum + card.cents, 0) + plan.storeCreditCents : 0;

/**
 * What each card, then the account's store credit, takes of `dueCents`: each card in full before the next, the last
 * only what is left. The cards' and account's rows are locked until the caller's transaction ends, so no other
 * checkout counts on the same money meanwhile; a card all of whose balance other checkouts hold answers 409.
 */
export async function planPrepayment(
  tx: Db,
  { codes, useStoreCredit, userId, dueCents }: { codes: string[]; useStoreCredit: boolean; userId: string; dueCents: number },
  { lock = true } = {},
): Promise<Prepayment | null> {
  if (codes.length === 0 && !useStoreCredit) return null;
  const cards = await giftCardsByCodes(tx, [...new Set(codes)], { lock });
  let left = dueCents;
  const plan: Prepayment = { giftCards: [], storeCreditCents: 0, userId };
  for (const card of cards) {
    const available = card.balanceCents - card.heldCents;
    if (available <= 0 && card.heldCents > 0) throw new Conflict(BALANCE_IN_USE);
    const cents = Math.min(Math.max(available, 0), left);
    plan.giftCards.push({ giftCardId: card.id, last4: card.last4, cents });
    left -= cents;
  }
  if (useStoreCredit) {
    const query = tx.select().from(storeCreditAccounts).where(eq(storeCreditAccounts.userId, userId));
    const [account] = lock ? await query.for('update') : await query;
    plan.storeCreditCents = Math.min(account ? account.balanceCents - account.heldCents : 0, left);
  }
  return plan;
}

/** Holds what `plan` takes for the checkout just stored; the database refuses a hold past a balance. */
export async function holdPrepayment(tx: Db, plan: Prepayment | null, checkoutSessionId: string): Promise<void> {
  if (!plan) return;
  const entries: BalanceEntry[] = plan.giftCards
    .filter((card) => card.cents > 0)
    .map((card) => ({ account: { giftCardId: card.giftCardId }, kind: 'hold', heldCents: card.cents, checkoutSessionId }));
  if (plan.storeCreditCents > 0) {
    entries.push({
      account: { storeCreditUserId: plan.userId },
      kind: 'hold',
      heldCents: plan.storeCreditCents,
      checkoutSessionId,
    });
  }
  await writeBalanceEntries(tx, entries, BALANCE_IN_USE);
}

/**
 * A paid checkout's holds become spent by its order. A checkout whose holds were given back before its payment arrived
 * (it expired) holds them again first: false, with nothing taken, when the money has gone to others meanwhile.
 */
export async function claimPrepayment(tx: Db, checkoutSessionId: string, prepaidCents: number): Promise<boolean> {
  if (prepaidCents === 0) return true;
  const held = await heldByCheckout(tx, checkoutSessionId);
  if (held.length > 0) return true;
  const taken = await heldWhenOpened(tx, checkoutSessionId);
  const again = taken.map(
    ({ account, cents }): BalanceEntry => ({
      account,
      kind: 'hold',
      heldCents: cents,
      checkoutSessionId,
      reason: 'Paid after it expired',
    }),
  );
  try {
    // A savepoint: a refused hold must not end the payment's transaction.
    await tx.transaction((savepoint) => writeBalanceEntries(savepoint, again, BALANCE_IN_USE));
    return true;
  } catch (error) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

/** What the checkout holds is spent by its order, or given back when the order could not be placed. */
export async function settlePrepayment(tx: Db, checkoutSessionId: string, orderId: string, spent: boolean): Promise<void> {
  const held = await heldByCheckout(tx, checkoutSessionId);
  await writeBalanceEntries(
    tx,
    held.map(({ account, cents }) => ({
      account,
      kind: spent ? 'spend' : 'release',
      amountCents: spent ? -cents : 0,
      heldCents: -cents,
      checkoutSessionId,
      orderId,
    })),
    BALANCE_IN_USE,
  );
}

/** What gift cards and store credit would pay of a cart's `dueCents`, as the cart shows it: nothing is held. */
export async function previewPrepayment(
  db: Db,
  userId: string | null,
  { giftCards: codes = [], useStoreCredit = false }: { giftCards?: string[] | undefined; useStoreCredit?: boolean | undefined },
  dueCents: number,
): Promise<(Prepayment & { dueCents: number }) | null> {
  const plan = await planPrepayment(
    db,
    { codes, useStoreCredit: useStoreCredit && userId !== null, userId: userId ?? '', dueCents },
    { lock: false },
  );
  return plan && { ...plan, dueCents: dueCents - prepaidCentsOf(plan) };
}
