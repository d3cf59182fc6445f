// "Email me when it's back", and the link that confirms a visitor's address.
import { stockAlertBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { html } from '../../rendering/html.ts';
import { BAD_LINK_TEXT, mailLinkPage } from '../../rendering/mailLinkPage.ts';
import { readSettings } from '../settings/index.ts';
import { mailLinksOf } from '../unsubscribe/index.ts';
import { limitStockAlerts } from './alertLimits.ts';
import { confirmStockAlert, requestStockAlert } from './service.ts';

const tokenQuery = z.object({ token: z.string().max(2_000).optional().default('') });

const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'stockAlerts' });
  const links = await mailLinksOf(app);
  const limitAlerts = limitStockAlerts(app);

  const page = async (title: string, body: ReturnType<typeof html>) => {
    const { shop } = await readSettings(app.db);
    return mailLinkPage(title, body, { shopName: shop.name, shopUrl: app.config.publicUrl });
  };

  app.post(
    '/api/stock-alerts',
    {
      config: { api: true, docs: 'Catalog', fieldErrors: true },
      preHandler: limitAlerts,
      schema: {
        summary: "Email me when it's back: a sold-out product or size; 201 subscribed (or a confirmation mailed), 200 already",
        body: stockAlertBody,
      },
    },
    async (request, reply) => {
      const outcome = await requestStockAlert(app.db, request.actor, request.body, links);
      const message = request.actor
        ? "We will email you when it's back."
        : 'Check your inbox: confirm your address and we will email you when it is back.';
      return reply.status(outcome === 'created' ? 201 : 200).send({ message });
    },
  );

  app.get('/stock-alerts/confirm', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const piece = await confirmStockAlert(app.db, request.query.token);
    const body = piece
      ? await page('Your address is confirmed', html`<p class="hint">We will email you once when ${piece} is back in stock.</p>`)
      : await page('This link does not work', html`<p class="hint">${BAD_LINK_TEXT}</p>`);
    return reply.type('text/html; charset=utf-8').send(body);
  });
};

export default stockAlertsRoutes;
