// Gift cards over HTTP: a code's balance for anyone holding it, and the owner's list, history, hand-issued cards,
// adjustments, disabling and the accountant's CSV of outstanding balances.
import { balanceChangeBody, giftCardCheckBody, giftCardsQuery, issueGiftCardBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { readShopMoney, refuseBalanceChangeAboveCap } from '../settings/index.ts';
import { outstandingBalancesCsv } from './csvExport.ts';
import { toBalanceEntry, toGiftCard } from './mapper.ts';
import {
  adjustGiftCard,
  disableGiftCard,
  giftCardOfCode,
  giftCardWithHistory,
  issueGiftCardByHand,
  listGiftCards,
} from './service.ts';
import { countingWrongCodes } from './wrongCodeLimit.ts';

const idParams = z.object({ id: z.string() });

const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'giftCards', api: true, docs: 'Shop' });
  const guarded = countingWrongCodes(app);

  app.post(
    '/gift-cards/check',
    { schema: { summary: "A gift card's balance and expiry, for anyone with its code", body: giftCardCheckBody } },
    async (request, reply) => {
      const card = await guarded(request, reply, () => giftCardOfCode(app.db, request.body.code));
      const money = await readShopMoney(app.db);
      return {
        balance: money.toMajor(card.balanceCents - card.heldCents),
        last4: card.last4,
        expiresAt: card.expiresAt?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/gift-cards',
    {
      schema: {
        summary: 'Gift cards, newest first, by the last 4 characters or the email (admins)',
        querystring: giftCardsQuery,
      },
    },
    async (request) => {
      const [{ rows, total }, money] = await Promise.all([
        listGiftCards(app.db, request.actor, request.query),
        readShopMoney(app.db),
      ]);
      return {
        giftCards: rows.map((row) => toGiftCard(row, money)),
        totalPages: Math.ceil(total / request.query.limit),
        totalGiftCards: total,
      };
    },
  );

  app.get(
    '/gift-cards/outstanding.csv',
    { schema: { summary: 'Every gift card with a balance left, as CSV for the accountant (admins)' } },
    async (request, reply) => {
      const csv = await outstandingBalancesCsv(app.db, request.actor);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="gift-card-balances.csv"')
        .send(csv);
    },
  );

  app.get(
    '/gift-cards/:id',
    { schema: { summary: 'A gift card with every change to its balance (admins)', params: idParams } },
    async (request) => {
      const [{ card, entries }, money] = await Promise.all([
        giftCardWithHistory(app.db, request.actor, request.params.id),
        readShopMoney(app.db),
      ]);
      return { ...toGiftCard(card, money), entries: entries.map((entry) => toBalanceEntry(entry, money)) };
    },
  );

  app.post(
    '/gift-cards',
    {
      config: { fieldErrors: true },
      schema: { summary: 'Issue a gift card by hand; its code is answered this once (admins)', body: issueGiftCardBody },
    },
    async (request, reply) => {
      const money = await readShopMoney(app.db);
      refuseBalanceChangeAboveCap(money, request.body.amount);
      const { card, code } = await issueGiftCardByHand(app.db, request.actor, request.body, {
        money,
        publicUrl: app.config.publicUrl,
      });
      return reply.status(201).send({ ...toGiftCard(card, money), code });
    },
  );

  app.post(
    '/gift-cards/:id/adjust',
    {
      config: { fieldErrors: true },
      schema: {
        summary: "Add to or take from a gift card's balance, with a reason (admins)",
        params: idParams,
        body: balanceChangeBody,
      },
    },
    async (request) => {
      const money = await readShopMoney(app.db);
      refuseBalanceChangeAboveCap(money, request.body.amount);
      const card = await adjustGiftCard(app.db, request.actor, request.params.id, {
        amountCents: money.toMinor(request.body.amount),
        reason: request.body.reason,
      });
      return toGiftCard(card, money);
    },
  );

  app.post(
    '/gift-cards/:id/disable',
    { schema: { summary: 'Stop a gift card being spent (admins)', params: idParams } },
    async (request) => toGiftCard(await disableGiftCard(app.db, request.actor, request.params.id), await readShopMoney(app.db)),
  );
};

export default giftCardsRoutes;
