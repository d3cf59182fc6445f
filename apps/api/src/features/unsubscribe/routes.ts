// The unsubscribe address of every mail that is not about an order or the account (RFC 8058 one-click included): a
// page that asks, and the POST that stops that kind of mail to that address at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { html } from '../../rendering/html.ts';
import { BAD_LINK_TEXT, mailLinkPage } from '../../rendering/mailLinkPage.ts';
import { readSettings } from '../settings/index.ts';
import { mailLinksOf } from './links.ts';
import { withdrawMarketingConsent } from './marketingConsent.ts';
import type { MailKind } from './tokens.ts';

type Leave = (db: Db, email: string) => Promise<unknown>;

export interface UnsubscribeOptions {
  /** Ends the back-in-stock alerts waiting for an address; the stock alerts feature hands it over. */
  endStockAlerts: Leave;
}

const KIND_NAMES: Record<MailKind, string> = {
  'stock-alerts': 'back-in-stock mails',
  'cart-and-arrivals': 'mails about your cart and new arrivals',
};
const tokenQuery = z.object({ token: z.string().max(2_000).optional().default('') });

const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeOptions> = async (app, { endStockAlerts }) => {
  featurePolicy(app, { feature: 'unsubscribe' });
  const links = await mailLinksOf(app);
  /** What leaving a kind of mail does, at once: no alert waits any more, or the consent to such mails is withdrawn. */
  const leave: Record<MailKind, Leave> = { 'stock-alerts': endStockAlerts, 'cart-and-arrivals': withdrawMarketingConsent };
  // A one-click POST comes as a form (RFC 8058 names both kinds); its body says nothing the token does not.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_r, body, done) => done(null, body),
  );

  const page = async (title: string, body: ReturnType<typeof html>) => {
    const { shop } = await readSettings(app.db);
    return mailLinkPage(title, body, { shopName: shop.name, shopUrl: app.config.publicUrl });
  };
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
    if (named) await leave[named.kind](app.db, named.email);
    const body = named
      ? await page(
          'You are unsubscribed',
          html`<p class="hint">${named.email} gets no more ${KIND_NAMES[named.kind]} from us.</p>`,
        )
      : await page('This link does not work', html`<p class="hint">${BAD_LINK_TEXT}</p>`);
    return reply.type('text/html; charset=utf-8').send(body);
  });
};

export default unsubscribeRoutes;
