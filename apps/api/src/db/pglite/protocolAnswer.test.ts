import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProtocolAnswer } from './protocolAnswer.ts';

const { serialize } = protocol;

describe('reading an answer from the wire protocol', () => {
  let client: PGlite;
  const answerTo = (sql: string) =>
    client.execProtocolRaw(
      new Uint8Array([
        ...serialize.parse({ text: sql, types: [] }),
        ...serialize.bind({}),
        ...serialize.execute({}),
        ...serialize.sync(),
      ]),
    );

  beforeAll(async () => {
    client = await PGlite.create('memory://');
  });
  afterAll(() => client.close());

  it('gives each row’s values as text, NULL as null, with the command tag', async () => {
    const answer = readProtocolAnswer(await answerTo(`select * from (values (1, 'écharpe', null), (2, '', 'x')) as v`));
    expect(answer).toEqual({
      rows: [
        ['1', 'écharpe', null],
        ['2', '', 'x'],
      ],
      tag: 'SELECT 2',
      notifications: [],
    });
  });

  it('gives no rows for a statement that finds none', async () => {
    expect(readProtocolAnswer(await answerTo('select 1 where false'))).toEqual({ rows: [], tag: 'SELECT 0', notifications: [] });
  });

  it('gives the notifications the statement sent to the channels listened to', async () => {
    await client.exec('listen "products_changed"');
    const answer = readProtocolAnswer(await answerTo(`select pg_notify('products_changed', 'écharpe')`));
    expect(answer.notifications).toEqual([{ channel: 'products_changed', payload: 'écharpe' }]);
  });

  it('throws when the database answers with an error', async () => {
    await expect(answerTo('select 1/0').then(readProtocolAnswer)).rejects.toThrow('The database refused the statement.');
  });
});
