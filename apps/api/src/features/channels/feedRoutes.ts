// GET /feeds/google.xml and /feeds/meta.csv: the catalog for Google Merchant Center and Meta, streamed as it is read,
// its ETag kept until what it shows changes (decision 550). With the owner's token required, an address without it is
// answered 404, as if there were no feed.
import { Readable } from 'node:stream';
import { isCountryCode, languageQuery } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StreamedAnswer } from '../../caching/copy.ts';
import type { CachePolicy } from '../../caching/plugin.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { NotFound } from '../../shared/errors.ts';
import { feedContext } from './feedContext.ts';
import { feedToken, opensFeeds } from './feedToken.ts';
import { googleFeed } from './googleFeed.ts';
import { metaFeed } from './metaFeed.ts';

/** The products, their sizes, stock and price history, the shop's name, currency and tax, and its delivery. */
const feed: CachePolicy = {
  shows: [
    'products',
    'product_sizes',
    'product_price_changes',
    'settings',
    'shipping_zones',
    'shipping_zone_countries',
    'shipping_methods',
  ],
  servesTo: 'everyone',
  streamed: true,
};

const feedQuery = z.object({
  ...languageQuery,
  country: z
    .string({ error: 'country must be a two-letter country code, e.g. FR' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { message: 'country must be a two-letter country code, e.g. FR' })
    .optional(),
  token: z.string().max(200).optional(),
});

const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'channels' });

  const tokenChecked = async (request: FastifyRequest) => {
    const { token } = request.query as z.output<typeof feedQuery>;
    if (!opensFeeds(await feedToken(app.db), token)) throw new NotFound('Feed not found');
  };
  const options = { config: { cache: feed }, schema: { querystring: feedQuery, hide: true }, preHandler: tokenChecked };

  app.get('/feeds/google.xml', options, async (request): Promise<StreamedAnswer> => {
    const context = await feedContext(app.db, app.config.publicUrl, request.query);
    const stream = Readable.from(googleFeed(app.db, context), { objectMode: false });
    return { contentType: 'application/xml; charset=utf-8', stream };
  });

  app.get('/feeds/meta.csv', options, async (request): Promise<StreamedAnswer> => {
    const context = await feedContext(app.db, app.config.publicUrl, request.query);
    const stream = Readable.from(metaFeed(app.db, context), { objectMode: false });
    return { contentType: 'text/csv; charset=utf-8', stream };
  });
};

export default feedsRoutes;
