// "Email me when it's back", the link that confirms a visitor's address, and the unsubscribe address of every mail
// that is not about an order or the account (RFC 8058 one-click included).
import { STOCK_ALERTS_PER_EMAIL_PER_HOUR, stockAlertBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { html } from '../../rendering/html.ts';
import { memoryWindowCounter, redisWindowCounter } from '../../windowCounter.ts';
import { readSettings } from '../settings/index.ts';
import { withdrawMarketingConsent } from '../users/index.ts';
import { BAD_LINK_TEXT, mailLinkPage } from './pages.ts';
import { alertLinksOf, confirmStockAlert, endStockAlerts, requestStockAlert } from './service.ts';
import type { MailKind } from './unsubscribeTokens.ts';

const HOUR_MS = 60 * 60_000;
export const TOO_MANY_ALERTS_MESSAGE = `At most ${STOCK_ALERTS_PER_EMAIL_PER_HOUR} alerts an hour for one address. Please try again later.`;
const KIND_NAMES: Record<MailKind, string> = {
  'stock-alerts': 'back-in-stock mails',
  'cart-and-arrivals': 'mails about your cart and new arrivals',
};
/** What leaving a kind of mail does, at once: no alert waits any more, or the consent to such mails is withdrawn. */
const LEAVE: Record<MailKind, (db: Db, email: string) => Promise<unknown>> = {
  'stock-alerts': endStockAlerts,
  'cart-and-arrivals': withdrawMarketingConsent,
};
const tokenQuery = z.object({ token: z.string().max(2_000).optional().default('') });

const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'stockAlerts' });
  const links = await alertLinksOf(app);
  // A one-click POST comes as a form (RFC 8058 names both kinds); its body says nothing the token does not.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_r, body, done) => done(null, body),
  );
  const perEmail = app.limitStore
    ? redisWindowCounter(app.limitStore, `${app.config.redisKeyPrefix}stock-alerts:`, HOUR_MS)
    : memoryWindowCounter(HOUR_MS);

  const page = async (title: string, body: ReturnType<typeof html>) => {
    const { shop } = await readSettings(app.db);
    return mailLinkPage(title, body, { shopName: shop.name, shopUrl: app.config.publicUrl });
  };

  app.post(
    '/api/stock-alerts',
    {
      config: { api: true, docs: 'Catalog' },
      schema: {
        summary: "Email me when it's back: a sold-out product or size; 201 subscribed (or a confirmation mailed), 200 already",
        body: stockAlertBody,
      },
    },
    async (request, reply) => {
      const email = (request.actor?.email ?? request.body.email)?.toLowerCase();
      if (email) {
        const counted = await perEmail.take(email);
        if (counted.count > STOCK_ALERTS_PER_EMAIL_PER_HOUR) {
          return reply
            .status(429)
            .header('retry-after', Math.max(1, Math.ceil(counted.resetInMs / 1000)))
            .send({ message: TOO_MANY_ALERTS_MESSAGE });
        }
      }
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

  app.get('/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const named = links.tokens.read(request.query.token);
    const body = named
      ? await page(
          'Unsubscribe',
          html`<p class="hint">Stop ${KIND_NAMES[named.kind]} to ${named.email}?</p>
<form method="post" action="/unsubscribe?token=${request.query.token}"><button class="pay" type="submit">Unsubscribe</button></form>`,
        )
      : await page('This link does not work', html`<p class="hint">${BAD_LINK_TEXT}</p>`);
    return reply.type('text/html; charset=utf-8').send(body);
  });

  // The mail app's one-click POST (List-Unsubscribe=One-Click) and the page's button alike; the token is the proof.
  app.post('/unsubscribe', { config: { allowCrossSite: true }, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const named = links.tokens.read(request.query.token);
    if (named) await LEAVE[named.kind](app.db, named.email);
    const body = named
      ? await page(
          'You are unsubscribed',
          html`<p class="hint">${named.email} gets no more ${KIND_NAMES[named.kind]} from us.</p>`,
        )
      : await page('This link does not work', html`<p class="hint">${BAD_LINK_TEXT}</p>`);
    return reply.type('text/html; charset=utf-8').send(body);
  });
};

export default stockAlertsRoutes;
