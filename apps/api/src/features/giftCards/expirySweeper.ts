// Expired gift cards (decision 720): each expired card's balance is taken down, by an `expiry` row of the ledger, to
// what open checkouts still hold of it, so the expired money stays visible in its history. Every instance sweeps
// hourly: each card is locked while swept and a locked one is skipped, so sweeps running together write one row a card.
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema.ts';
import { everyWhileRunning } from '../../shared/everyWhileRunning.ts';
import { writeBalanceEntries } from './ledger.ts';

const SWEEP_EVERY_MS = 60 * 60_000;
/** Soon after start too, so instances replaced more often than hourly still sweep. */
const FIRST_SWEEP_AFTER_MS = 5 * 60_000;
const CARDS_A_BATCH = 100;

/** Writes an `expiry` row for each expired card with more than is held of it; answers how many cards it swept. */
export async function expireGiftCards(db: Db): Promise<number> {
  let swept = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // Read again once locked: a card another sweep has just taken down to its held amount no longer matches.
      const cards = await tx
        .select({
          id: giftCards.id,
          balanceCents: giftCards.balanceCents,
          heldCents: giftCards.heldCents,
          expiresAt: giftCards.expiresAt,
        })
        .from(giftCards)
        .where(and(lte(giftCards.expiresAt, sql`now()`), gt(giftCards.balanceCents, giftCards.heldCents)))
        .orderBy(asc(giftCards.id))
        .limit(CARDS_A_BATCH)
        .for('update', { skipLocked: true });
      await writeBalanceEntries(
        tx,
        cards.map((card) => ({
          account: { giftCardId: card.id },
          kind: 'expiry' as const,
          amountCents: card.heldCents - card.balanceCents,
          reason: `Expired on ${card.expiresAt?.toISOString().slice(0, 10)}`,
        })),
        'An expired gift card could not be swept',
      );
      return cards.length;
    });
    swept += batch;
    if (batch < CARDS_A_BATCH) return swept;
  }
}

export default fp(async function giftCardExpiryPlugin(app: FastifyInstance) {
  everyWhileRunning(app, {
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    everyMs: SWEEP_EVERY_MS,
    failure: 'expired gift cards not swept',
    task: async () => {
      const count = await expireGiftCards(app.db);
      if (count > 0) app.log.info({ count }, 'expired gift cards swept');
    },
  });
});
