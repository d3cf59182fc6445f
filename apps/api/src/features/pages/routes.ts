import { createPageBody, pageList, shopPage, updatePageBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CachePolicy } from '../../caching/plugin.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { toPageSummary, toShopPage } from './mapper.ts';
import { createPage, deletePage, findPage, listPages, updatePage } from './service.ts';

const slugParams = z.object({ slug: z.string() });
const sameForEveryone: CachePolicy = { shows: ['pages'], servesTo: 'everyone' };

const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'pages', api: true, docs: 'Shop' });

  app.get(
    '/pages',
    { config: { cache: sameForEveryone }, schema: { summary: "The shop's pages, by title", response: { 200: pageList } } },
    async () => (await listPages(app.db)).map(toPageSummary),
  );

  app.get(
    '/pages/:slug',
    {
      config: { cache: sameForEveryone },
      schema: { summary: 'One page: its Markdown and the HTML to show', params: slugParams, response: { 200: shopPage } },
    },
    async (request) => toShopPage(await findPage(app.db, request.params.slug)),
  );

  app.post(
    '/pages',
    { config: { fieldErrors: true }, schema: { summary: 'Write a new page (admins)', body: createPageBody } },
    async (request, reply) => reply.status(201).send(toShopPage(await createPage(app.db, request.actor, request.body))),
  );

  app.put(
    '/pages/:slug',
    {
      config: { fieldErrors: true },
      schema: { summary: "Change a page's title and text (admins)", params: slugParams, body: updatePageBody },
    },
    async (request) => toShopPage(await updatePage(app.db, request.actor, request.params.slug, request.body)),
  );

  app.delete('/pages/:slug', { schema: { summary: 'Delete a page (admins)', params: slugParams } }, async (request) => {
    await deletePage(app.db, request.actor, request.params.slug);
    return { message: 'Page deleted' };
  });
};

export default pagesRoutes;
