import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRepeatedReads } from './pgliteStatements.ts';

describe('repeated reads on the embedded database', () => {
  let client: PGlite;
  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((row) => row.statement);

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    prepareRepeatedReads(client);
    await client.exec(`create table items (id int primary key, name text, added timestamptz);
      insert into items values (1, 'scarf', '2026-01-02T03:04:05Z'), (2, 'ring', null), (3, 'belt', now())`);
  });
  afterAll(() => client.close());

  it('answers a read seen before from a prepared statement, with the same rows and types', async () => {
    const text = 'select id, name, added from items where id <= $1 order by id';
    const first = await client.query<{ added: Date | null }>(text, [2]);
    expect(await prepared()).not.toContain(text);
    const second = await client.query(text, [2]);
    expect(await prepared()).toContain(text);
    expect(second.rows).toEqual(first.rows);
    expect(second.rows).toEqual([
      { id: 1, name: 'scarf', added: new Date('2026-01-02T03:04:05Z') },
      { id: 2, name: 'ring', added: null },
    ]);
    expect((await client.query(text, [1], { rowMode: 'array' })).rows).toEqual([[1, 'scarf', first.rows[0]?.added]]);
  });

  it('writes dates and nulls given as parameters as PGlite does', async () => {
    const text = 'select count(*)::int as n from items where added < $1 or name = $2';
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query<{ n: number }>(text, [new Date('2026-06-01T00:00:00Z'), null]);
      expect(rows).toEqual([{ n: 1 }]);
    }
  });

  it('refuses a bad value with the database’s own error once the statement is prepared', async () => {
    const text = 'select id from items where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await expect(client.query(text, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query(text, [3])).rows).toEqual([{ id: 3 }]);
  });

  it('still answers a prepared read after its table changed shape', async () => {
    const text = 'select * from items where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await client.exec(`alter table items add column colour text default 'red'`);
    expect((await client.query(text, [1])).rows).toEqual([
      { id: 1, name: 'scarf', added: new Date('2026-01-02T03:04:05Z'), colour: 'red' },
    ]);
  });

  it('leaves writes and locking reads to PGlite', async () => {
    const lock = 'select id from items where id = $1 for update';
    await client.query(lock, [1]);
    await client.query(lock, [1]);
    expect(await prepared()).not.toContain(lock);
  });
});
