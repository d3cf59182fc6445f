// The unsubscribe address of every mail that is not about an order or the account (RFC 8058 one-click included): a
// page that asks, and the POST that stops that kind of mail to that address at once.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@atelier/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { html } from '../../rendering/html.ts';
import { badLinkPage, mailLinkPage, mailLinkText } from '../../rendering/mailLinkPage.ts';
import { readSettings } from '../settings/index.ts';
import { mailLinksOf } from './links.ts';
import { withdrawMarketingConsent } from './marketingConsent.ts';
import type { MailKind } from './tokens.ts';

type Leave = (db: Db, email: string) => Promise<unknown>;

export interface UnsubscribeOptions {
  /** Ends the back-in-stock alerts waiting for an address; the stock alerts feature hands it over. */
  endStockAlerts: Leave;
}

const KIND_NAMES = {
  'stock-alerts': 'kind.stockAlerts',
  'cart-and-arrivals': 'kind.cartAndArrivals',
} as const satisfies Record<MailKind, string>;
/** The token, and the language of the mail the link came in (English for any other value: the page still answers). */
const tokenQuery = z.object({
  token: z.string().max(2_000).optional().default(''),
  lang: z.enum(LANGUAGES).optional().catch(undefined),
});

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

  const pageContext = async (language: Language = DEFAULT_LANGUAGE) => {
    const { shop } = await readSettings(app.db);
    return { shopName: shop.name, shopUrl: app.config.publicUrl, language };
  };
  const send = (reply: FastifyReply, language: Language | undefined, body: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-language', language ?? DEFAULT_LANGUAGE)
      .send(body);

  app.get('/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { token, lang } = request.query;
    const named = links.tokens.read(token);
    const context = await pageContext(lang);
    const t = mailLinkText(context.language);
    const action = `/unsubscribe?token=${token}${lang ? `&lang=${lang}` : ''}`;
    const body = named
      ? mailLinkPage(
          t('unsubscribe.title'),
          html`<p class="hint">${t('unsubscribe.ask', { kind: t(KIND_NAMES[named.kind]), email: named.email })}</p>
<form method="post" action="${action}"><button class="pay" type="submit">${t('unsubscribe.button')}</button></form>`,
          context,
        )
      : badLinkPage(context);
    return send(reply, lang, body);
  });

  // The mail app's one-click POST (List-Unsubscribe=One-Click) and the page's button alike; the token is the proof.
  app.post('/unsubscribe', { config: { allowCrossSite: true }, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { token, lang } = request.query;
    const named = links.tokens.read(token);
    if (named) await leave[named.kind](app.db, named.email);
    const context = await pageContext(lang);
    const t = mailLinkText(context.language);
    const body = named
      ? mailLinkPage(
          t('unsubscribe.done.title'),
          html`<p class="hint">${t('unsubscribe.done', { email: named.email, kind: t(KIND_NAMES[named.kind]) })}</p>`,
          context,
        )
      : badLinkPage(context);
    return send(reply, lang, body);
  });
};

export default unsubscribeRoutes;
