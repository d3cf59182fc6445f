// Every cached route names every table its answer reads: a table it reads and does not name would change under its
// copies unseen. The routes come from the app itself, the tables from the database's plans of the statements run.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cachedRoutes, collectStatements, noteStatement } from '../test/answerStatements.ts';
import {
  makePage,
  makeProduct,
  makePromotion,
  makeReview,
  makeShippingMethod,
  makeShippingZone,
  makeSignedInUser,
  makeSizedProduct,
  makeUser,
} from '../test/factories.ts';
import { fakeWebBuild } from '../test/fakeWebBuild.ts';
import { useTestApp } from '../test/testApp.ts';

vi.mock('fastify', async () => (await import('../test/answerStatements.ts')).recordCachedRoutes());

// Copies off: every answer is read from the database.
const t = useTestApp({ webDistDir: fakeWebBuild() });

/**
 * Tables written only in a transaction that changes an announced table, whose notice then covers them: the listing's
 * counts, kept by triggers on products (migration 0010); an order's lines, written with their order and never after.
 */
const CHANGED_WITH: Record<string, string> = { product_counts: 'products', order_lines: 'orders' };

/** What a driver's client answers a statement with. */
type Client = { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** The tables (and views) in a plan the database made, at any depth. */
function relationsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const child of node) relationsIn(child, found);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Relation Name' && typeof value === 'string') found.add(value);
      else relationsIn(value, found);
    }
  }
  return found;
}

/** The tables `statements` read, as the database plans them with their own parameters. */
async function tablesRead(statements: string[][]): Promise<Set<string>> {
  const client = (t.db as unknown as { $client: Client }).$client;
  const tables = new Set<string>();
  for (const [text = '', ...params] of statements) {
    const { rows } = await client.query(`explain (format json) ${text}`, params);
    relationsIn(rows, tables);
  }
  return tables;
}

let addresses: Record<string, string>;
/** The queries a route's schema needs before it reads anything. */
let queries: Record<string, string>;
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
  // A product with every part an answer can show: sizes, a reduction, a review, a sibling in another colour.
  const product = await makeSizedProduct(t.db, { S: 2, M: 1 }, { oldPriceCents: 6_000, style: 'shown-style' });
  await makeProduct(t.db, { style: 'shown-style', color: 'blue' });
  await makeReview(t.db, { userId: (await makeUser(t.db)).id, productId: product.id });
  await makePromotion(t.db, { code: null, label: 'Summer sale' });
  const zone = await makeShippingZone(t.db);
  await makeShippingMethod(t.db, zone.id);
  queries = { '/api/shipping/options': `?country=${zone.countries[0]}&subtotal=120.00` };
  const page = await makePage(t.db);
  addresses = { id: product.id, slug: page.slug, '*': `shop/${product.id}` };
  t.database.statementLog.listener = noteStatement;
});

describe('every cached route', () => {
  it('names every table its answer reads among those it shows', async () => {
    expect(cachedRoutes.size).toBeGreaterThan(0);
    const unnamed: string[] = [];
    for (const [route, policy] of cachedRoutes) {
      const url =
        route.replace(/:(\w+)|\*/g, (param, name?: string) => addresses[name ?? param] ?? param) + (queries[route] ?? '');
      const headers = policy.servesTo === 'admins' ? { cookie: admin.cookie } : {};
      const { result, statements } = await collectStatements(() => t.app.inject({ url, headers }));
      expect(result.statusCode, `${url}: ${result.body}`).toBe(200);
      expect(statements.length, url).toBeGreaterThan(0);
      const shown = new Set<string>(policy.shows);
      for (const table of await tablesRead(statements)) {
        if (!shown.has(CHANGED_WITH[table] ?? table)) unnamed.push(`${route} reads ${table}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
