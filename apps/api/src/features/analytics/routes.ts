import { type AnalyticsRange, analyticsRangeSchema, searchReportSchema } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { csvLines } from '../../shared/csvCells.ts';
import type { Actor } from '../../shared/permissions.ts';
import { beaconRoute } from './beaconRoute.ts';
import {
  abandonedCheckouts,
  analyticsSummary,
  countries,
  devices,
  discountCodes,
  referrers,
  searches,
  topPages,
  topProducts,
} from './reports.ts';
import { sweepAnalytics } from './sweeper.ts';

type SearchQuery = z.infer<typeof searchReportSchema>;

/** Each table of the Analytics screen: its JSON at /api/analytics/<name>, and the same as CSV at <name>/export.csv. */
const TABLES: Record<
  string,
  { columns: string[]; read: (db: Db, actor: Actor | null, query: SearchQuery) => Promise<object[]> }
> = {
  'top-pages': { columns: ['path', 'pageviews', 'visitors'], read: topPages },
  'top-products': { columns: ['productId', 'name', 'views', 'addsToCart', 'orders'], read: topProducts },
  referrers: { columns: ['source', 'campaign', 'visitors'], read: referrers },
  searches: {
    columns: ['query', 'searches', 'resultCount'],
    read: (db, actor, query) => searches(db, actor, query, query.zeroResults === 'true'),
  },
  devices: { columns: ['device', 'pageviews', 'visitors'], read: devices },
  countries: { columns: ['country', 'pageviews', 'visitors'], read: countries },
  'abandoned-checkouts': { columns: ['day', 'checkouts', 'value'], read: abandonedCheckouts },
  'discount-codes': { columns: ['code', 'applied', 'refused', 'orders', 'revenue'], read: discountCodes },
};

function csvOf(columns: string[], rows: object[]): string {
  const cells = rows.map((row) => columns.map((column) => (row as Record<string, string | number | null>)[column] ?? null));
  return csvLines(columns, cells, true);
}

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'analytics', api: true, docs: 'Analytics' });
  await app.register(beaconRoute);
  sweepAnalytics(app);

  app.get('/analytics/summary', { schema: { querystring: analyticsRangeSchema } }, (request) =>
    analyticsSummary(app.db, request.actor, request.query as AnalyticsRange),
  );
  for (const [name, { columns, read }] of Object.entries(TABLES)) {
    app.get(`/analytics/${name}`, { schema: { querystring: searchReportSchema } }, (request) =>
      read(app.db, request.actor, request.query),
    );
    app.get(`/analytics/${name}/export.csv`, { schema: { querystring: searchReportSchema } }, async (request, reply) => {
      const rows = await read(app.db, request.actor, request.query);
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${from}-to-${to}.csv"`)
        .send(csvOf(columns, rows));
    });
  }
};

export default analyticsRoutes;
