import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { makeProduct, makeSignedInUser } from '../test/factories.ts';
import { testConfig } from '../test/testApp.ts';
import { createTestDatabase } from '../test/testDatabase.ts';

// Copies are kept as production keeps them (in tests they are off), on a listening server: `inject` would go
// around the server's own request handler, where copies are replayed.
let app: FastifyInstance;
let database: Database;
let shop: string;
let productId: string;
/** The requests answered from a copy before Fastify saw them. */
let replayed: string[] = [];

/** A shop keeping copies as production does, listening on a port of its own. */
async function listeningShop() {
  const shopDatabase = await createTestDatabase();
  const shopApp = await buildApp(testConfig({ env: 'production', logLevel: 'silent' }), shopDatabase);
  const url = await shopApp.listen({ port: 0, host: '127.0.0.1' });
  return { app: shopApp, database: shopDatabase, url };
}

beforeAll(async () => {
  ({ app, database, url: shop } = await listeningShop());
  const replay = app.earlyAnswers.answer;
  app.earlyAnswers.answer = (request, response) => {
    const answered = replay?.(request, response) ?? false;
    if (answered) replayed.push(`${request.method} ${request.url}`);
    return answered;
  };
  productId = (await makeProduct(database.db, { name: 'Silk Slip Dress', priceCents: 12_900 })).id;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const detail = () => `/api/products/${productId}`;
const read = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${shop}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

/** The headers of an answer, short of those that differ from one answer to the next. */
function lastingHeaders(res: Response): Record<string, string> {
  const { date: _date, 'x-request-id': _id, ...rest } = Object.fromEntries(res.headers);
  return rest;
}

describe('a catalog read asked again while its copy lives', () => {
  it('is answered before Fastify, with the same body and headers as the first answer and a request id of its own', async () => {
    replayed = [];
    const first = await read(detail());
    // Asked for a second time, the answer is kept as a copy; from then on it is replayed.
    const again = [await read(detail()), await read(detail()), await read(detail())];
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    expect(JSON.parse(firstBody).product.name).toBe('Silk Slip Dress');
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(firstBody);
      expect(lastingHeaders(res)).toEqual(lastingHeaders(first));
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = new Set([first, ...again].map((res) => res.headers.get('x-request-id')));
    expect(ids.size).toBe(4);
    expect(replayed).toEqual([`GET ${detail()}`, `GET ${detail()}`]);
  });

  it('shows a change made through the API at once', async () => {
    await read(detail());
    const admin = await makeSignedInUser(app, database.db, 'admin');
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${productId}`,
      headers: { cookie: admin.cookie },
      payload: { price: 99 },
    });
    expect(changed.statusCode).toBe(200);
    const after = await read(detail());
    expect((await after.json()).product.price).toBe(99);
  });

  it('answers a revalidation naming its ETag with 304 before Fastify, with the headers Fastify gives one', async () => {
    const etag = (await read(detail())).headers.get('etag') ?? '';
    replayed = [];
    const revalidated = await read(detail(), { 'if-none-match': etag });
    const byFastify = await app.inject({ method: 'GET', url: detail(), headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(byFastify.statusCode).toBe(304);
    expect(replayed).toEqual([`GET ${detail()}`]);
    const { connection: _c, 'keep-alive': _k, ...replayedHeaders } = lastingHeaders(revalidated);
    const { date: _d, 'x-request-id': _i, connection: _fc, ...fastifyHeaders } = byFastify.headers;
    expect(replayedHeaders).toEqual(fastifyHeaders);
  });

  it('leaves a read from another origin to Fastify, which answers with the CORS headers', async () => {
    await read(detail());
    replayed = [];
    const fromShopPage = await read(detail(), { origin: 'http://localhost:3000' });
    expect(fromShopPage.status).toBe(200);
    expect(fromShopPage.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(replayed).toEqual([]);
  });

  it('is counted in the request metrics like any other answer', async () => {
    await read(detail());
    replayed = [];
    const count = () => app.metrics.registry.getSingleMetricAsString('http_request_duration_seconds');
    const before = requestsOf(await count());
    await read(detail());
    await read(detail());
    expect(requestsOf(await count())).toBe(before + 2);
    expect(replayed).toHaveLength(2);
  });
});

/** How many GETs of the product detail route the metrics counted. */
function requestsOf(histogram: string): number {
  const line = histogram
    .split('\n')
    .find((row) => row.startsWith('http_request_duration_seconds_count') && row.includes('route="/api/products/:id"'));
  return Number(line?.split(' ').pop() ?? 0);
}

describe('a shop that is closing', () => {
  it('replays nothing: a kept-alive connection gets 503 with Connection: close, and so moves on', async () => {
    const { app: closing, database: closingDatabase } = await listeningShop();
    const id = (await makeProduct(closingDatabase.db)).id;
    const connection = keptAliveConnection((closing.server.address() as AddressInfo).port);
    const read = `GET /api/products/${id} HTTP/1.1\r\nHost: shop\r\nAccept-Encoding: br\r\n\r\n`;
    connection.send(read);
    connection.send(read);
    await connection.answers(2);
    // A sign-in whose body is still coming keeps the connection busy, so closing does not drop it as idle.
    const body = JSON.stringify({ email: 'someone@atelier.test', password: 'not-their-password' });
    connection.send(
      `POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = closing.close();
    connection.send(body.slice(10));
    await connection.answers(3);
    connection.send(read);
    const answers = await connection.answers(4);
    expect(answers.slice(0, 2)).toEqual(['200 keep-alive', '200 keep-alive']);
    expect(answers[3]).toBe('503 close');
    connection.end();
    await closed;
    await closingDatabase.close();
  });
});

/** A connection speaking HTTP/1.1 by hand, kept alive between requests as a browser's is. */
function keptAliveConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  /** Each answer so far as its status and Connection header: "200 keep-alive". */
  const statuses = () =>
    [...received.matchAll(/HTTP\/1\.1 (\d+)[\s\S]*?\r\nconnection: ([\w-]+)/gi)].map(
      ([, code, kind]) => `${code} ${kind?.toLowerCase()}`,
    );
  return {
    send: (text: string) => socket.write(text),
    async answers(count: number): Promise<string[]> {
      for (let waited = 0; statuses().length < count && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return statuses();
    },
    end: () => socket.destroy(),
  };
}
