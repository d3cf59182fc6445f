import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ copyFreshMs: 60_000 });

/** The statements the shop sends to its database while `work` runs. */
async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const log = t.database.statementLog;
  const statements: string[] = [];
  log.listener = (statement) => statements.push(statement);
  try {
    return { result: await work(), statements };
  } finally {
    log.listener = null;
  }
}

describe('a feed and the cache', () => {
  it('answers 304 without reading the catalog to a channel holding its ETag, until a product changes', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db, { image: `/images/${randomUUID()}.webp`, mpn: 'CACHE-1', name: 'First name' });
    // The product written straight to the database is announced on its own time: heard before the feed is asked for,
    // it cannot drop the ETag the first answer keeps.
    await t.database.caughtUp();
    const first = await t.app.inject({ url: '/feeds/google.xml' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.body).toContain('First name');

    const again = await statementsDuring(() => t.app.inject({ url: '/feeds/google.xml', headers: { 'if-none-match': etag } }));
    expect(again.result.statusCode).toBe(304);
    expect(again.result.body).toBe('');
    expect(again.statements.filter((statement) => statement.includes('"products"'))).toEqual([]);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      headers: { cookie },
      payload: { name: 'Second name' },
    });
    expect(edit.statusCode).toBe(200);
    const changed = await t.app.inject({ url: '/feeds/google.xml', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Second name');
  });
});

describe('the feeds of each language', () => {
  it('keep an ETag each: the French feed’s answers 304 to itself only, and a French edit changes it', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
    const product = await makeProduct(t.db, {
      image: `/images/${randomUUID()}.webp`,
      mpn: 'CACHE-FR',
      name: 'Linen coat',
      translations: { fr: { name: 'Manteau en lin' } },
    });
    await t.database.caughtUp();
    const french = await t.app.inject({ url: '/feeds/google.xml?lang=fr' });
    const english = await t.app.inject({ url: '/feeds/google.xml' });
    expect(french.body).toContain('Manteau en lin');
    expect(english.body).toContain('Linen coat');
    const frenchEtag = french.headers.etag as string;
    expect(english.headers.etag).not.toBe(frenchEtag);

    expect((await t.app.inject({ url: '/feeds/google.xml?lang=fr', headers: { 'if-none-match': frenchEtag } })).statusCode).toBe(
      304,
    );
    expect((await t.app.inject({ url: '/feeds/google.xml', headers: { 'if-none-match': frenchEtag } })).statusCode).toBe(200);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product.id}`,
      headers: { cookie },
      payload: { translations: { fr: { name: 'Manteau de lin' } } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await t.app.inject({ url: '/feeds/google.xml?lang=fr', headers: { 'if-none-match': frenchEtag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Manteau de lin');
  });
});
