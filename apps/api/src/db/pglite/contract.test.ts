// What the shop counts on from the PGlite it pins (decision 270): an upgrade that changes any of it fails here.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryTimings } from '../queryTiming.ts';
import { EmbeddedPglite } from './embeddedPglite.ts';

const ITEMS = `create table items (id int primary key, name text, added timestamptz, price numeric(10, 2),
    stock bigint, details jsonb, sizes text[], active boolean);
  insert into items values
    (1, 'scarf', '2026-01-02T03:04:05Z', 12.50, 9000000000, '{"wool": true}', '{S,M}', true),
    (2, 'ring', null, 40, 0, null, '{}', false),
    (3, 'belt', '2025-12-31T23:59:59.5+02', 0.99, 3, '[1, 2]', null, true)`;

async function embedded(queryTimings: QueryTimings = { listener: null }): Promise<EmbeddedPglite> {
  const client = new EmbeddedPglite('memory://', { queryTimings });
  await client.waitReady;
  await client.exec(ITEMS);
  return client;
}

const preparedStatements = async (client: PGlite) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((row) => row.statement);

/** Runs `text` twice, so that the third time (the one returned) it is answered from its prepared statement. */
async function third<T>(client: PGlite, text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
  await client.query(text, params, options);
  await client.query(text, params, options);
  return client.query<T>(text, params, options);
}

/** The error `run` fails with. */
const failure = (run: () => Promise<unknown>) =>
  run().then(
    () => expect.unreachable('it should have failed'),
    (error) => error,
  );

describe('the embedded database on the pinned PGlite', () => {
  let client: EmbeddedPglite;
  let own: PGlite;
  beforeAll(async () => {
    client = await embedded();
    own = await PGlite.create('memory://');
    await own.exec(ITEMS);
  });
  afterAll(async () => {
    await client.close();
    await own.close();
  });

  it('answers a repeated read from a statement prepared once, with the rows and columns of PGlite’s own answer', async () => {
    const text = 'select * from items where id <= $1 or name = $2 order by id';
    const expected = await own.query(text, [2, 'belt']);
    const answer = await third(client, text, [2, 'belt']);
    expect(await preparedStatements(client)).toContain(text);
    expect(answer.rows).toEqual(expected.rows);
    expect(answer.fields).toEqual(expected.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })));
    const asArrays = await client.query('select id, name from items where id = $1', [1], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[1, 'scarf']]);
    expect((await third(client, 'select id, name from items where id = $1', [1], { rowMode: 'array' })).rows).toEqual([
      [1, 'scarf'],
    ]);
  });

  it('reads and writes values with the parsers and serializers a query is given, as PGlite does', async () => {
    const options = { parsers: { [types.NUMERIC]: (value: string) => `$${value}` } };
    const text = 'select price from items where added < $1 or name = $2 order by id';
    const params = [new Date('2026-06-01T00:00:00Z'), null];
    expect((await third(client, text, params, options)).rows).toEqual((await own.query(text, params, options)).rows);
  });

  it('fails a repeated statement with PGlite’s own error, then answers it again', async () => {
    const text = 'select id from items where id = $1';
    await third(client, text, [1]);
    const error = await failure(() => client.query(text, ['not a number']));
    const ownError = await failure(() => own.query(text, ['not a number']));
    expect(error.constructor).toBe(ownError.constructor);
    expect({ ...error, message: error.message }).toEqual({ ...ownError, message: ownError.message });
    expect((await client.query(text, [3])).rows).toEqual([{ id: 3 }]);
    const division = 'select 1 / (id - 1) from items where id = $1';
    await third(client, division, [2]);
    expect((await failure(() => client.query(division, [1]))).message).toBe(
      (await failure(() => own.query(division, [1]))).message,
    );
  });

  it('still answers a prepared read after its table changed shape', async () => {
    const text = 'select id, name from items where id = $1';
    await third(client, text, [1]);
    await client.exec(`alter table items add column colour text default 'red'`);
    expect((await client.query('select * from items where id = $1', [1])).rows[0]).toMatchObject({ colour: 'red' });
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'scarf' }]);
  });

  it('leaves writes and locking reads to PGlite, and they still work', async () => {
    const lock = 'select id from items where id = $1 for update';
    expect((await third(client, lock, [1])).rows).toEqual([{ id: 1 }]);
    const rename = 'update items set name = $1 where id = $2 returning name';
    expect((await third(client, rename, ['shawl', 1])).rows).toEqual([{ name: 'shawl' }]);
    expect(await preparedStatements(client)).not.toContain(lock);
    expect(await preparedStatements(client)).not.toContain(rename);
  });

  it('commits a transaction’s writes, rolls back a failed one’s, and runs no read in the middle of either', async () => {
    const count = 'select count(*)::int as n from items where id >= $1';
    await third(client, count, [100]);
    let readDuring: Promise<{ rows: unknown[] }> | undefined;
    const refused = await failure(() =>
      client.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values ($1, $2)', [100, 'hat']);
        readDuring = client.query(count, [100]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.query('insert into items (id, name) values ($1, $2)', [100, 'again']);
      }),
    );
    expect(refused.code).toBe('23505');
    expect((await readDuring)?.rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values ($1, $2)', [100, 'hat']);
      expect((await tx.query('select name from items where id = $1 for update', [100])).rows).toEqual([{ name: 'hat' }]);
    });
    expect((await client.query(count, [100])).rows).toEqual([{ n: 1 }]);
  });
});

describe('the embedded database under a queue of statements', () => {
  it('lets timers run between queued statements, not only once all have run', async () => {
    const client = await embedded();
    try {
      const slow = () => client.query('select count(*) from generate_series(1, 300000)');
      await slow();
      const finished: string[] = [];
      setTimeout(() => finished.push('timer'), 1);
      await Promise.all(Array.from({ length: 4 }, (_, i) => slow().then(() => finished.push(`statement ${i + 1}`))));
      expect(finished.indexOf('timer')).toBeGreaterThan(-1);
      expect(finished.indexOf('timer')).toBeLessThan(finished.indexOf('statement 4'));
    } finally {
      await client.close();
    }
  });
});

describe('timings of the embedded database', () => {
  it('reports each statement: queries, repeated reads, scripts and those inside transactions', async () => {
    const timings: QueryTimings = { listener: null };
    const client = await embedded(timings);
    try {
      const reported: number[] = [];
      timings.listener = (seconds) => reported.push(seconds);
      await third(client, 'select name from items where id = $1', [1]);
      await client.exec('select 1; select 2');
      await client.transaction(async (tx) => {
        await tx.query('update items set name = $1 where id = $2', ['shawl', 1]);
        await tx.exec('select 1');
      });
      expect(reported).toHaveLength(6);
      for (const seconds of reported) expect(seconds).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });
});

describe('notifications of the embedded database', () => {
  it('are handed over before the statement that committed them resolves', async () => {
    const client = await embedded();
    try {
      const payloads: string[] = [];
      await client.notifications.listen('sold', (payload) => payloads.push(payload));
      await client.exec(`notify sold, 'by exec'`);
      expect(payloads).toEqual(['by exec']);
      await client.query(`select pg_notify('sold', $1)`, ['by query']);
      expect(payloads).toEqual(['by exec', 'by query']);
      await client.transaction((tx) => tx.query(`select pg_notify('sold', 'by transaction')`));
      expect(payloads).toEqual(['by exec', 'by query', 'by transaction']);
    } finally {
      await client.close();
    }
  });

  it('reach a listener whichever way the statement that sent them was answered, and never from a rollback', async () => {
    const client = await embedded();
    try {
      const payloads: string[] = [];
      const stop = await client.notifications.listen('Items changed', (payload) => payloads.push(payload));
      await third(client, 'select pg_notify($1, $2)', ['Items changed', 'scarf']);
      await client.exec(`notify "Items changed", 'belt'`);
      await failure(() =>
        client.transaction(async (tx) => {
          await tx.query(`select pg_notify('Items changed', 'never')`);
          throw new Error('the order failed');
        }),
      );
      await client.caughtUp();
      expect(payloads).toEqual(['scarf', 'scarf', 'scarf', 'belt']);
      await stop();
      await client.exec(`notify "Items changed", 'after'`);
      await client.caughtUp();
      expect(payloads).toHaveLength(4);
    } finally {
      await client.close();
    }
  });
});
