import { applyPromotionBody, languageQuery, promotionBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { countingWrongCodes, prepayableCents, previewPrepayment, toPrepaymentAnswer } from '../giftCards/index.ts';
import { readShopMoney } from '../settings/index.ts';
import { limitCodeTries } from './codeTriesLimit.ts';
import { toAutomaticPromotion, toPromotion } from './mapper.ts';
import {
  applyPromotion,
  automaticPromotions,
  createPromotion,
  deletePromotion,
  listPromotions,
  updatePromotion,
} from './service.ts';

const idParams = z.object({ id: z.string() });
const inLanguageQuery = z.object(languageQuery);

const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'promotions', api: true, docs: 'Shop' });
  const countingWrongGiftCards = countingWrongCodes(app);

  app.get(
    '/promotions',
    { schema: { summary: 'Every promotion, newest first, with its uses and state (admins)' } },
    async (request) => {
      const now = new Date();
      const [rows, money] = await Promise.all([listPromotions(app.db, request.actor), readShopMoney(app.db)]);
      return rows.map((row) => toPromotion(row, now, money));
    },
  );

  app.get(
    '/promotions/automatic',
    {
      config: { cache: { shows: ['promotions'], servesTo: 'everyone' } },
      schema: {
        summary: 'The automatic promotions switched on, with their labels (in `lang`), categories and dates',
        querystring: inLanguageQuery,
      },
    },
    async (request) => (await automaticPromotions(app.db)).map((row) => toAutomaticPromotion(row, request.query.lang)),
  );

  app.post(
    '/promotions',
    {
      config: { fieldErrors: true },
      schema: { summary: 'Create a discount code, or an automatic discount without one (admins)', body: promotionBody },
    },
    async (request, reply) => {
      const promotion = await createPromotion(app.db, request.actor, request.body);
      return reply.status(201).send(toPromotion(promotion, new Date(), await readShopMoney(app.db)));
    },
  );

  app.put(
    '/promotions/:id',
    {
      config: { fieldErrors: true },
      schema: { summary: "Replace a promotion's fields; its use count stays (admins)", params: idParams, body: promotionBody },
    },
    async (request) => {
      const promotion = await updatePromotion(app.db, request.actor, request.params.id, request.body);
      return toPromotion(promotion, new Date(), await readShopMoney(app.db));
    },
  );

  app.delete(
    '/promotions/:id',
    { schema: { summary: 'Delete a promotion; one already used is deactivated instead (admins)', params: idParams } },
    async (request) => deletePromotion(app.db, request.actor, request.params.id),
  );

  app.post(
    '/promotions/apply',
    {
      preValidation: limitCodeTries(app),
      schema: {
        summary:
          'What a cart would pay with a code, priced by the shop, the promotion named in `lang`; or why the code is refused. Counts no use',
        body: applyPromotionBody,
        querystring: inLanguageQuery,
      },
    },
    async (request, reply) => {
      const { applied, giftCardsCents } = await applyPromotion(app.db, request.actor, request.body, request.query.lang);
      if (!request.body.giftCards?.length && !request.body.useStoreCredit) return applied;
      // Gift cards and store credit, when asked for, pay what is then due, but for the gift cards the cart buys.
      const money = await readShopMoney(app.db);
      const payableCents = prepayableCents(money.toMinor(applied.total), giftCardsCents, request.body);
      const prepaid = await countingWrongGiftCards(request, reply, () =>
        previewPrepayment(app.db, request.actor?.id ?? null, request.body, payableCents),
      );
      return prepaid
        ? { ...applied, ...toPrepaymentAnswer({ ...prepaid, dueCents: prepaid.dueCents + giftCardsCents }, money) }
        : applied;
    },
  );
};

export default promotionsRoutes;
