// Store credit over HTTP: the customer's own balance and history, and an admin's change with a reason.
import { balanceChangeBody, type ShopMoney, type StoreCreditAnswer } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { Unauthorized } from '../../shared/errors.ts';
import { toBalanceEntry } from '../giftCards/index.ts';
import { readShopMoney, refuseBalanceChangeAboveCap } from '../settings/index.ts';
import { changeStoreCredit, type StoreCredit, storeCreditOf } from './service.ts';

const idParams = z.object({ id: z.string() });

/** What the customer may spend now: what open checkouts hold is not. */
const toStoreCredit = (credit: StoreCredit, money: ShopMoney): StoreCreditAnswer => ({
  balance: money.toMajor(credit.balanceCents - credit.heldCents),
  entries: credit.entries.map((entry) => toBalanceEntry(entry, money)),
});

const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'storeCredit', api: true, docs: 'Accounts' });

  app.get('/store-credit', { schema: { summary: "The signed-in customer's store credit and its history" } }, async (request) => {
    if (!request.actor) throw new Unauthorized();
    const [credit, money] = await Promise.all([storeCreditOf(app.db, request.actor, request.actor.id), readShopMoney(app.db)]);
    return toStoreCredit(credit, money);
  });

  app.get(
    '/users/:id/store-credit',
    { schema: { summary: "A customer's store credit and its history (admins)", params: idParams } },
    async (request) => {
      const [credit, money] = await Promise.all([storeCreditOf(app.db, request.actor, request.params.id), readShopMoney(app.db)]);
      return toStoreCredit(credit, money);
    },
  );

  app.post(
    '/users/:id/store-credit',
    {
      config: { fieldErrors: true },
      schema: {
        summary: "Add to or take from a customer's store credit, with a reason (admins)",
        params: idParams,
        body: balanceChangeBody,
      },
    },
    async (request) => {
      const money = await readShopMoney(app.db);
      refuseBalanceChangeAboveCap(money, request.body.amount);
      const credit = await changeStoreCredit(app.db, request.actor, request.params.id, {
        amountCents: money.toMinor(request.body.amount),
        reason: request.body.reason,
      });
      return toStoreCredit(credit, money);
    },
  );
};

export default storeCreditRoutes;
