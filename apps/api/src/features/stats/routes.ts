import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnnouncedTable } from '../../caching/tables.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { adminStats, userStats } from './service.ts';

const idParams = z.object({ id: z.string() });
/**
 * What the shop's figures count: orders and what was refunded of them, users, products, reviews and wishlists; and the
 * settings, whose currency the money is in.
 */
const STATS_TABLES: AnnouncedTable[] = ['orders', 'refunds', 'users', 'products', 'reviews', 'wishlist_items', 'settings'];

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'stats', api: true, docs: 'Stats' });
  app.get('/user-stats/:id', { schema: { params: idParams } }, (request) => userStats(app.db, request.actor, request.params.id));
  // The shop's figures are the same for every admin.
  app.get('/admin-stats', { config: { cache: { shows: STATS_TABLES, servesTo: 'admins' } } }, (request) =>
    adminStats(app.db, request.actor),
  );
};

export default statsRoutes;
