// "Email me when it's back", and the link that confirms a visitor's address.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, stockAlertBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedLanguage } from '../../http/requestLanguage.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { html } from '../../rendering/html.ts';
import { badLinkPage, mailLinkPage, mailLinkText } from '../../rendering/mailLinkPage.ts';
import { readSettings } from '../settings/index.ts';
import { mailLinksOf } from '../unsubscribe/index.ts';
import { limitStockAlerts } from './alertLimits.ts';
import { confirmStockAlert, requestStockAlert } from './service.ts';

/** The token, and the language of the mail the link came in (English for any other value: the page still answers). */
const tokenQuery = z.object({
  token: z.string().max(2_000).optional().default(''),
  lang: z.enum(LANGUAGES).optional().catch(undefined),
});

const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'stockAlerts' });
  const links = await mailLinksOf(app);
  const limitAlerts = limitStockAlerts(app);

  const pageContext = async (language: Language) => {
    const { shop } = await readSettings(app.db);
    return { shopName: shop.name, shopUrl: app.config.publicUrl, language };
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
      // The storefront's requests carry their page's language as Accept-Language; others, the browser's (decision 650).
      const pageLanguage = acceptedLanguage(request.headers['accept-language']);
      const outcome = await requestStockAlert(app.db, request.actor, request.body, links, pageLanguage);
      const message = request.actor
        ? "We will email you when it's back."
        : 'Check your inbox: confirm your address and we will email you when it is back.';
      return reply.status(outcome === 'created' ? 201 : 200).send({ message });
    },
  );

  app.get('/stock-alerts/confirm', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const confirmed = await confirmStockAlert(app.db, request.query.token);
    const language = confirmed?.language ?? request.query.lang ?? DEFAULT_LANGUAGE;
    const context = await pageContext(language);
    const t = mailLinkText(language);
    const body = confirmed
      ? mailLinkPage(
          t('stockAlert.confirmed.title'),
          html`<p class="hint">${t(confirmed.size ? 'stockAlert.confirmedSized' : 'stockAlert.confirmed', { name: confirmed.name, size: confirmed.size ?? '' })}</p>`,
          context,
        )
      : badLinkPage(context);
    return reply.type('text/html; charset=utf-8').header('content-language', language).send(body);
  });
};

export default stockAlertsRoutes;
