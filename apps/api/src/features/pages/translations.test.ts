import type { PageSummary } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { answeredFromCopy } from '../../test/answeredFromCopy.ts';
import { makePage, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// Copies on, as in production: a copy is kept per language, and an admin never reads a visitor's.
const t = useTestApp({ copyFreshMs: 60_000, cacheHitHeader: true });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  admin = await makeSignedInUser(t.app, t.db, 'admin');
});

const asAdmin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

let unique = 0;
const newSlug = () => `translated-${++unique}-${Date.now().toString(36)}`;

describe("a page's French title and body", () => {
  it('are written with the page and answered with lang=fr as Markdown and HTML; English stays as written', async () => {
    const slug = newSlug();
    const created = await asAdmin('POST', '/api/pages', {
      slug,
      title: 'Returns',
      body: 'Send it **back**.',
      translations: { fr: { title: 'Retours', body: 'Renvoyez-le **gratuitement**.' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().translations).toEqual({ fr: { title: 'Retours', body: 'Renvoyez-le **gratuitement**.' } });

    const french = await answeredFromCopy(t.app, `/api/pages/${slug}?lang=fr`);
    expect(french.json()).toMatchObject({
      title: 'Retours',
      body: 'Renvoyez-le **gratuitement**.',
      html: '<p>Renvoyez-le <strong>gratuitement</strong>.</p>\n',
    });
    expect(french.json().translations).toBeUndefined();
    const english = await answeredFromCopy(t.app, `/api/pages/${slug}`);
    expect(english.json()).toMatchObject({ title: 'Returns', body: 'Send it **back**.' });
    expect(english.json().translations).toBeUndefined();

    const list = (await t.app.inject({ url: '/api/pages?lang=fr' })).json<PageSummary[]>();
    expect(list.find((page) => page.slug === slug)?.title).toBe('Retours');
  });

  it('fall back to English where none is written, and show an admin every translation', async () => {
    const page = await makePage(t.db, { title: 'Care guide', body: 'Wash cold.', translations: { fr: { title: 'Entretien' } } });
    await t.app.database.caughtUp();
    expect((await t.app.inject({ url: `/api/pages/${page.slug}?lang=fr` })).json()).toMatchObject({
      title: 'Entretien',
      body: 'Wash cold.',
    });
    await answeredFromCopy(t.app, `/api/pages/${page.slug}`);
    const read = await asAdmin('GET', `/api/pages/${page.slug}`);
    expect(read.headers['x-cache']).toBeUndefined();
    expect(read.json().translations).toEqual({ fr: { title: 'Entretien' } });

    const saved = await asAdmin('PUT', `/api/pages/${page.slug}`, {
      title: 'Care guide',
      body: 'Wash cold.',
      translations: { fr: { body: 'Lavez à froid.' } },
    });
    expect(saved.json().translations).toEqual({ fr: { title: 'Entretien', body: 'Lavez à froid.' } });
    expect((await t.app.inject({ url: `/api/pages/${page.slug}?lang=fr` })).json().html).toBe('<p>Lavez à froid.</p>\n');
  });

  it('refuse a language the shop does not speak, and change nothing', async () => {
    const page = await makePage(t.db, { title: 'Sizes' });
    const res = await asAdmin('PUT', `/api/pages/${page.slug}`, {
      title: 'Changed',
      body: 'Changed',
      translations: { es: { title: 'Tallas' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await asAdmin('GET', `/api/pages/${page.slug}`)).json()).toMatchObject({ title: 'Sizes', translations: {} });
  });
});
