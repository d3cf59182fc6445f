import { NEUTRAL_SETTINGS } from '@atelier/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, giftCards } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeSignedInUser, writeShopSettings } from '../../test/factories.ts';
import { giftCardProduct, giftLine } from '../../test/giftCards.ts';
import { useTestApp } from '../../test/testApp.ts';
import { expireGiftCards } from './expirySweeper.ts';
import { writeBalanceEntries } from './ledger.ts';

// Gift card expiry (decision 720): off unless the shop sets it, counted from each card's issue, and an expired card's
// balance taken down in the ledger to what open checkouts hold of it, once, however many instances sweep.
const t = useTestApp();
const YEAR_MS = 365.25 * 24 * 60 * 60_000;
let admin: { cookie: string };

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const expiringAfter = (giftCardExpiryYears: number | null) =>
  writeShopSettings(t.db, { ...NEUTRAL_SETTINGS, giftCardExpiryYears });

async function issueByHand(amount: number): Promise<{ id: string; code: string; expiresAt: string | null }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { cookie: admin.cookie },
    payload: { amount, recipientEmail: 'friend@example.com', reason: 'A complaint' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json()._id, code: res.json().code, expiresAt: res.json().expiresAt };
}

async function cardRow(id: string) {
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!card) throw new Error('no such card');
  return card;
}

async function expiryRows(id: string) {
  return t.db
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.giftCardId, id), eq(balanceEntries.kind, 'expiry')));
}

async function ledgerSum(id: string) {
  const [sums] = await t.db
    .select({ amount: sql<number>`sum(${balanceEntries.amountCents})::int` })
    .from(balanceEntries)
    .where(eq(balanceEntries.giftCardId, id));
  return sums?.amount;
}

/** A card worth `amount` that expired yesterday, with `heldCents` held by an open checkout. */
async function expiredCard(amount: number, heldCents = 0) {
  await expiringAfter(null);
  const card = await issueByHand(amount);
  if (heldCents > 0) await writeBalanceEntries(t.db, [{ account: { giftCardId: card.id }, kind: 'hold', heldCents }], 'held');
  await t.db.update(giftCards).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(giftCards.id, card.id));
  return card;
}

const expectYearsFromNow = (expiresAt: string | Date | null, years: number) => {
  expect(expiresAt).not.toBeNull();
  expect(Math.abs(new Date(expiresAt ?? 0).getTime() - (Date.now() + years * YEAR_MS))).toBeLessThan(2 * 24 * 60 * 60_000);
};

describe('gift card expiry', () => {
  it('gives a card no expiry while the shop sets none', async () => {
    await expiringAfter(null);
    const card = await issueByHand(25);
    expect(card.expiresAt).toBeNull();
    expect((await cardRow(card.id)).expiresAt).toBeNull();
  });

  it('gives a card issued by hand an expiry that many years from its issue, and a later change leaves it be', async () => {
    await expiringAfter(5);
    const card = await issueByHand(25);
    expectYearsFromNow(card.expiresAt, 5);
    const issued = await cardRow(card.id);
    expectYearsFromNow(issued.expiresAt, 5);

    await expiringAfter(null);
    expect((await cardRow(card.id)).expiresAt).toEqual(issued.expiresAt);
    await expiringAfter(2);
    expect((await cardRow(card.id)).expiresAt).toEqual(issued.expiresAt);
  });

  it('gives a card bought with an order an expiry that many years from its issue', async () => {
    await expiringAfter(3);
    const { user, cookie } = await makeSignedInUser(t.app, t.db);
    const product = await giftCardProduct(t.db);
    const opened = await openCheckout(t.app, cookie, user.id, [giftLine(product.id, {})]);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await payOnSandboxPage(t.app, opened.json().id)).statusCode).toBe(303);
    const order = (await confirmPayment(t.app, cookie, opened.json().id)).json().order;
    const [bought] = await t.db.select().from(giftCards).where(eq(giftCards.orderId, order._id));
    expectYearsFromNow(bought?.expiresAt ?? null, 3);
  });

  it('refuses an expired card when its balance is checked', async () => {
    const card = await expiredCard(20);
    const res = await t.app.inject({ method: 'POST', url: '/api/gift-cards/check', payload: { code: card.code } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The gift card ending in ${card.code.slice(-4)} has expired`);
  });

  it('takes an expired balance down to what checkouts hold, in an expiry row of the ledger, once', async () => {
    const card = await expiredCard(50, 1_000);
    const fresh = await issueByHand(30);

    await expireGiftCards(t.db);
    const rows = await expiryRows(card.id);
    expect(rows).toMatchObject([{ kind: 'expiry', amountCents: -4_000, heldCents: 0, actorId: null }]);
    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 1_000, heldCents: 1_000 });
    expect(await ledgerSum(card.id)).toBe(1_000);
    // A card that has not expired keeps its balance.
    expect(await cardRow(fresh.id)).toMatchObject({ balanceCents: 3_000 });
    expect(await expiryRows(fresh.id)).toEqual([]);

    await expireGiftCards(t.db);
    expect(await expiryRows(card.id)).toHaveLength(1);
    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 1_000 });

    // What the checkout gave back is swept the next time.
    await writeBalanceEntries(t.db, [{ account: { giftCardId: card.id }, kind: 'release', heldCents: -1_000 }], 'released');
    await expireGiftCards(t.db);
    expect((await expiryRows(card.id)).map((row) => row.amountCents)).toEqual([-4_000, -1_000]);
    expect(await cardRow(card.id)).toMatchObject({ balanceCents: 0, heldCents: 0 });
    expect(await ledgerSum(card.id)).toBe(0);
  });

  it('writes one expiry row a card when instances sweep at once', async () => {
    const cards: { id: string; left: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const held = i % 3 === 0 ? 500 : 0;
      cards.push({ id: (await expiredCard(20 + i, held)).id, left: held });
    }
    const swept = await Promise.all([expireGiftCards(t.db), expireGiftCards(t.db), expireGiftCards(t.db)]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(cards.length);
    for (const card of cards) {
      expect(await expiryRows(card.id)).toHaveLength(1);
      expect((await cardRow(card.id)).balanceCents).toBe(card.left);
      expect(await ledgerSum(card.id)).toBe(card.left);
    }
  });
});
