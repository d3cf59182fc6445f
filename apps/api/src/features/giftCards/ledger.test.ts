import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceEntries, giftCards } from '../../db/schema.ts';
import { Conflict } from '../../shared/errors.ts';
import { useTestApp } from '../../test/testApp.ts';
import { issueGiftCard } from './issue.ts';
import { writeBalanceEntries } from './ledger.ts';

const t = useTestApp();

async function newCard(amountCents: number) {
  return t.db.transaction((tx) =>
    issueGiftCard(
      tx,
      {
        amountCents,
        currency: 'USD',
        recipientName: 'Ada',
        recipientEmail: 'ada@example.com',
        message: null,
        sendAt: new Date(),
        orderId: null,
        actorId: null,
        reason: 'test',
      },
      'http://shop.test',
    ),
  );
}

async function cardAndLedger(giftCardId: string) {
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
  const [sums] = await t.db
    .select({
      amount: sql<number>`coalesce(sum(${balanceEntries.amountCents}), 0)::int`,
      held: sql<number>`coalesce(sum(${balanceEntries.heldCents}), 0)::int`,
    })
    .from(balanceEntries)
    .where(eq(balanceEntries.giftCardId, giftCardId));
  return { balance: card?.balanceCents, held: card?.heldCents, ledgerBalance: sums?.amount, ledgerHeld: sums?.held };
}

const REFUSED = 'refused';

describe('the gift card ledger', () => {
  it('keeps a balance that is always the sum of its entries, through holds, releases, spends and refunds', async () => {
    const { card } = await newCard(5_000);
    const account = { giftCardId: card.id };
    const steps = [
      { kind: 'hold', heldCents: 3_000 },
      { kind: 'release', heldCents: -3_000 },
      { kind: 'hold', heldCents: 2_000 },
      { kind: 'spend', amountCents: -2_000, heldCents: -2_000 },
      { kind: 'refund', amountCents: 500 },
      { kind: 'adjustment', amountCents: -1_000 },
    ] as const;
    for (const step of steps) {
      await writeBalanceEntries(t.db, [{ account, ...step }], REFUSED);
      const state = await cardAndLedger(card.id);
      expect(state.balance).toBe(state.ledgerBalance);
      expect(state.held).toBe(state.ledgerHeld);
    }
    expect(await cardAndLedger(card.id)).toEqual({ balance: 2_500, held: 0, ledgerBalance: 2_500, ledgerHeld: 0 });
  });

  it('refuses, writing nothing, a spend or a hold past the balance', async () => {
    const { card } = await newCard(1_000);
    const account = { giftCardId: card.id };
    await expect(writeBalanceEntries(t.db, [{ account, kind: 'adjustment', amountCents: -1_001 }], REFUSED)).rejects.toThrow(
      new Conflict(REFUSED),
    );
    await writeBalanceEntries(t.db, [{ account, kind: 'hold', heldCents: 600 }], REFUSED);
    await expect(writeBalanceEntries(t.db, [{ account, kind: 'hold', heldCents: 401 }], REFUSED)).rejects.toThrow(
      new Conflict(REFUSED),
    );
    // What is held cannot be taken by an adjustment either.
    await expect(writeBalanceEntries(t.db, [{ account, kind: 'adjustment', amountCents: -401 }], REFUSED)).rejects.toThrow(
      new Conflict(REFUSED),
    );
    expect(await cardAndLedger(card.id)).toEqual({ balance: 1_000, held: 600, ledgerBalance: 1_000, ledgerHeld: 600 });
  });

  it('never lets an entry be changed or deleted', async () => {
    const { card } = await newCard(1_000);
    await expect(
      t.db.update(balanceEntries).set({ amountCents: 9_999 }).where(eq(balanceEntries.giftCardId, card.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(balanceEntries).where(eq(balanceEntries.giftCardId, card.id))).rejects.toThrow();
    expect(await cardAndLedger(card.id)).toMatchObject({ balance: 1_000, ledgerBalance: 1_000 });
  });

  it('lets 20 concurrent holds on one card take no more than its balance', async () => {
    const { card } = await newCard(10_000);
    const account = { giftCardId: card.id };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => writeBalanceEntries(t.db, [{ account, kind: 'hold', heldCents: 3_000 }], REFUSED)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await cardAndLedger(card.id)).toEqual({ balance: 10_000, held: 9_000, ledgerBalance: 10_000, ledgerHeld: 9_000 });
  });
});
