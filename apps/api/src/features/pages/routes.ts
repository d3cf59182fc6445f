import { createPageBody, languageQuery, type PlaceholderValues, pageList, shopPage, updatePageBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CachePolicy } from '../../caching/plugin.ts';
import { SHIPPING_TABLES } from '../../caching/tables.ts';
import type { Db } from '../../db/client.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { type PageRow, pageInLanguage, toPageSummary, toShopPage } from './mapper.ts';
import { createPage, deletePage, findPage, listPages, updatePage } from './service.ts';

const slugParams = z.object({ slug: z.string() });
const inLanguageQuery = z.object(languageQuery);
const sameForEveryone: CachePolicy = { shows: ['pages'], servesTo: 'everyone' };
/**
 * A page's HTML quotes the shop's data through placeholders: the settings (country, currency) and the zones. An
 * admin's answer shows the page's translations too, so admins read it afresh.
 */
const pageForVisitors: CachePolicy = { shows: ['pages', 'settings', ...SHIPPING_TABLES], servesTo: 'visitors' };

/** The page as the dashboard edits it: with every translation, which only admins see. */
const withTranslations = (page: PageRow, placeholders: PlaceholderValues) => ({
  ...toShopPage(page, placeholders),
  translations: page.translations,
});

export interface PagesOptions {
  /** The values of the placeholders a page's text may hold, as the shop's data gives them now (the settings'). */
  placeholderValues: (db: Db) => Promise<PlaceholderValues>;
}

const pagesRoutes: FastifyPluginAsyncZod<PagesOptions> = async (app, { placeholderValues }) => {
  featurePolicy(app, { feature: 'pages', api: true, docs: 'Shop' });

  app.get(
    '/pages',
    {
      config: { cache: sameForEveryone },
      schema: { summary: "The shop's pages, by title", querystring: inLanguageQuery, response: { 200: pageList } },
    },
    async (request) => (await listPages(app.db)).map((page) => toPageSummary(pageInLanguage(page, request.query.lang))),
  );

  app.get(
    '/pages/:slug',
    {
      config: { cache: pageForVisitors },
      schema: {
        summary: 'One page: its Markdown as written, and the HTML to show, with the values of its placeholders',
        params: slugParams,
        querystring: inLanguageQuery,
        response: { 200: shopPage },
      },
    },
    async (request) => {
      const [page, placeholders] = await Promise.all([findPage(app.db, request.params.slug), placeholderValues(app.db)]);
      const shown = pageInLanguage(page, request.query.lang);
      return request.actor?.role === 'admin' ? withTranslations(shown, placeholders) : toShopPage(shown, placeholders);
    },
  );

  app.post(
    '/pages',
    { config: { fieldErrors: true }, schema: { summary: 'Write a new page (admins)', body: createPageBody } },
    async (request, reply) =>
      reply
        .status(201)
        .send(withTranslations(await createPage(app.db, request.actor, request.body), await placeholderValues(app.db))),
  );

  app.put(
    '/pages/:slug',
    {
      config: { fieldErrors: true },
      schema: { summary: "Change a page's title and text (admins)", params: slugParams, body: updatePageBody },
    },
    async (request) =>
      withTranslations(
        await updatePage(app.db, request.actor, request.params.slug, request.body),
        await placeholderValues(app.db),
      ),
  );

  app.delete('/pages/:slug', { schema: { summary: 'Delete a page (admins)', params: slugParams } }, async (request) => {
    await deletePage(app.db, request.actor, request.params.slug);
    return { message: 'Page deleted' };
  });
};

export default pagesRoutes;
