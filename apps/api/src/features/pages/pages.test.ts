import type { AuditPage, PageSummary, ShopPage } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { answeredFromCopy } from '../../test/answeredFromCopy.ts';
import { makePage, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { isSafeLink } from './markdown.ts';

// Copies on, as in production: every change below must drop the copies of the pages' answers.
const t = useTestApp({ copyFreshMs: 60_000, cacheHitHeader: true });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  [admin, customer] = await Promise.all([makeSignedInUser(t.app, t.db, 'admin'), makeSignedInUser(t.app, t.db, 'user')]);
});

let unique = 0;
const newSlug = () => `page-${++unique}-${Date.now().toString(36)}`;

type Method = 'POST' | 'PUT' | 'DELETE';
const asAdmin = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

async function readPage(slug: string): Promise<ShopPage> {
  const res = await t.app.inject({ url: `/api/pages/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json<ShopPage>();
}

/** The page as a copy answers it. */
const copiedPage = async (slug: string) => (await answeredFromCopy(t.app, `/api/pages/${slug}`)).json<ShopPage>();

/** The page's HTML as a browser would build it. */
const documentOf = (html: string) => new JSDOM(`<body>${html}</body>`).window.document;

describe('GET /api/pages and /api/pages/{slug}', () => {
  it('lists every page by title, and answers one with its Markdown and its HTML', async () => {
    const page = await makePage(t.db, { title: 'Care guide', body: 'Wash **cold**.\n\n- Dry flat\n- Iron low' });
    // Written past the API: its change notice must reach the app's copies before the list is read.
    await t.app.database.caughtUp();
    const list = (await t.app.inject({ url: '/api/pages' })).json<PageSummary[]>();
    expect(list).toContainEqual({ slug: page.slug, title: 'Care guide', updatedAt: page.updatedAt.toISOString() });
    expect(await readPage(page.slug)).toEqual({
      slug: page.slug,
      title: 'Care guide',
      body: 'Wash **cold**.\n\n- Dry flat\n- Iron low',
      html: '<p>Wash <strong>cold</strong>.</p>\n<ul>\n<li>Dry flat</li>\n<li>Iron low</li>\n</ul>\n',
      updatedAt: page.updatedAt.toISOString(),
    });
  });

  it('answers 404 with a message for a page that does not exist, or a slug no page can have', async () => {
    for (const slug of ['no-such-page', 'Not%20A%20Slug', 'x'.repeat(61), '%00']) {
      const res = await t.app.inject({ url: `/api/pages/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ message: 'Page not found' });
    }
  });
});

describe('a page body becomes safe HTML', () => {
  const DANGERS = [
    ['a script', '<script>alert(1)</script>'],
    ['raw HTML with an event handler', '<img src=x onerror="alert(1)">'],
    ['an inline style', '<p style="display:none">hidden</p>'],
    ['a javascript: link', '[Click](javascript:alert(1))'],
    ['a javascript: link in capitals', '[Click](JAVASCRIPT:alert(1))'],
    ['a javascript: link hidden by an entity', '[Click](&#106;avascript:alert(1))'],
    ['a javascript: link as an autolink', '<javascript:alert(1)>'],
    ['a data: link', '[Click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[Click](vbscript:msgbox(1))'],
    ['an image with a javascript: source', '![x](javascript:alert(1))'],
    ['an aligned table, which would carry inline styles', '| a | b |\n|--:|:-:|\n| 1 | 2 |'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ] as const;

  it.each(DANGERS)('comes out inert: %s', async (_what, body) => {
    const slug = newSlug();
    expect((await asAdmin('POST', '/api/pages', { slug, title: 'Danger', body })).statusCode).toBe(201);
    const { html } = await readPage(slug);
    const document = documentOf(html);
    expect(document.querySelectorAll('script, iframe, object, embed, style, img[onerror]')).toHaveLength(0);
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute, html).not.toMatch(/^on|^style$/);
      }
      for (const address of [element.getAttribute('href'), element.getAttribute('src')]) {
        if (address !== null) expect(isSafeLink(address), html).toBe(true);
      }
    }
    expect(html).not.toMatch(/href="(?:javascript|data|vbscript):/i);
  });

  it('keeps https, mailto, tel and relative links', async () => {
    const slug = newSlug();
    const body = '[a](https://example.com) [b](mailto:hello@example.com) [c](tel:+33100000000) [d](/pages/returns) [e](#top)';
    await asAdmin('POST', '/api/pages', { slug, title: 'Links', body });
    const links = [...documentOf((await readPage(slug)).html).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com', 'mailto:hello@example.com', 'tel:+33100000000', '/pages/returns', '#top']);
  });

  it('shows a link to an http: address as text, not as a link', async () => {
    const slug = newSlug();
    await asAdmin('POST', '/api/pages', { slug, title: 'Plain', body: '[old site](http://example.com)' });
    const document = documentOf((await readPage(slug)).html);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(document.body.textContent).toContain('[old site](http://example.com)');
  });
});

describe('writing pages', () => {
  it('creates a page (201), which the next list and read show', async () => {
    const slug = newSlug();
    const res = await asAdmin('POST', '/api/pages', { slug, title: 'Size guide', body: '# Sizes' });
    expect(res.statusCode).toBe(201);
    expect(res.json<ShopPage>()).toMatchObject({ slug, title: 'Size guide', body: '# Sizes', html: '<h1>Sizes</h1>\n' });
    expect((await t.app.inject({ url: '/api/pages' })).json<PageSummary[]>().map((page) => page.slug)).toContain(slug);
  });

  it('changes a page; the next read shows the change though the last was kept as a copy', async () => {
    const page = await makePage(t.db, { title: 'Old title', body: 'Old text' });
    expect((await copiedPage(page.slug)).title).toBe('Old title');
    const res = await asAdmin('PUT', `/api/pages/${page.slug}`, { title: 'New title', body: 'New text' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ShopPage>()).toMatchObject({ slug: page.slug, title: 'New title', html: '<p>New text</p>\n' });
    expect(await readPage(page.slug)).toMatchObject({ title: 'New title', body: 'New text' });
    expect(Date.parse((await readPage(page.slug)).updatedAt)).toBeGreaterThan(page.updatedAt.getTime());
  });

  it('shows a page changed straight in the table within a second', async () => {
    const page = await makePage(t.db, { title: 'Before' });
    expect((await copiedPage(page.slug)).title).toBe('Before');
    await t.db.execute(sql`update pages set title = 'After' where slug = ${page.slug}`);
    await expect.poll(async () => (await readPage(page.slug)).title, { timeout: 1_000 }).toBe('After');
  });

  it('deletes a page: it reads 404 and leaves the list', async () => {
    const page = await makePage(t.db);
    await t.app.database.caughtUp();
    expect((await copiedPage(page.slug)).slug).toBe(page.slug);
    const listed = (await answeredFromCopy(t.app, '/api/pages')).json<PageSummary[]>();
    expect(listed.map((p) => p.slug)).toContain(page.slug);
    const res = await asAdmin('DELETE', `/api/pages/${page.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Page deleted' });
    expect((await t.app.inject({ url: `/api/pages/${page.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/pages' })).json<PageSummary[]>().map((p) => p.slug)).not.toContain(page.slug);
  });

  it('answers 409 for a slug another page has, and leaves that page as it was', async () => {
    const page = await makePage(t.db, { title: 'First' });
    const res = await asAdmin('POST', '/api/pages', { slug: page.slug, title: 'Second', body: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await readPage(page.slug)).title).toBe('First');
  });

  it('answers 404 for changing or deleting a page that does not exist', async () => {
    for (const slug of ['no-such-page', 'Bad Slug']) {
      const changed = await asAdmin('PUT', `/api/pages/${encodeURIComponent(slug)}`, { title: 'T', body: '' });
      expect(changed.statusCode).toBe(404);
      expect(changed.json()).toEqual({ message: 'Page not found' });
      expect((await asAdmin('DELETE', `/api/pages/${encodeURIComponent(slug)}`)).statusCode).toBe(404);
    }
  });

  const BAD_PAGES: [rule: string, field: string, value: unknown][] = [
    ['a slug is required', 'slug', ''],
    ['a slug is lower-case', 'slug', 'Shipping'],
    ['a slug has no spaces', 'slug', 'our story'],
    ['a slug has no slashes', 'slug', 'a/b'],
    ['a slug is at most 60 characters', 'slug', 'x'.repeat(61)],
    ['a title is required', 'title', ''],
    ['a title is at most 120 characters', 'title', 'x'.repeat(121)],
    ['a body is at most 100,000 characters', 'body', 'x'.repeat(100_001)],
    ['a body is text', 'body', 42],
  ];

  it.each(BAD_PAGES)('refuses a new page with 400 naming the field: %s', async (_rule, field, value) => {
    const slug = newSlug();
    const res = await asAdmin('POST', '/api/pages', { slug, title: 'Fine', body: 'Fine', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
    const stored = field === 'slug' ? String(value) : slug;
    expect((await t.app.inject({ url: `/api/pages/${encodeURIComponent(stored)}` })).statusCode).toBe(404);
  });

  it.each(BAD_PAGES.filter(([, field]) => field !== 'slug'))(
    'refuses a change with 400 naming the field: %s',
    async (_rule, field, value) => {
      const page = await makePage(t.db, { title: 'Kept' });
      const res = await asAdmin('PUT', `/api/pages/${page.slug}`, { title: 'Fine', body: 'Fine', [field]: value });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      expect((await readPage(page.slug)).title).toBe('Kept');
    },
  );

  it('takes a body of exactly 100,000 characters', async () => {
    const slug = newSlug();
    const res = await asAdmin('POST', '/api/pages', { slug, title: 'Long', body: 'x'.repeat(100_000) });
    expect(res.statusCode).toBe(201);
  });

  it('is for admins only: a visitor gets 401 and a customer 403, and nothing changes', async () => {
    const page = await makePage(t.db, { title: 'Kept' });
    const calls = [
      { method: 'POST', url: '/api/pages', payload: { slug: newSlug(), title: 'T', body: '' } },
      { method: 'PUT', url: `/api/pages/${page.slug}`, payload: { title: 'Taken', body: '' } },
      { method: 'DELETE', url: `/api/pages/${page.slug}` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    }
    expect((await readPage(page.slug)).title).toBe('Kept');
  });
});

describe('the audit trail records each page written, changed and deleted', () => {
  it('with what the page was before and after', async () => {
    const slug = newSlug();
    await asAdmin('POST', '/api/pages', { slug, title: 'Gift cards', body: 'Soon.' });
    await asAdmin('PUT', `/api/pages/${slug}`, { title: 'Gift cards', body: 'Now on sale.' });
    await asAdmin('DELETE', `/api/pages/${slug}`);
    const res = await t.app.inject({ url: '/api/audit?limit=100', headers: { cookie: admin.cookie } });
    const entries = res
      .json<AuditPage>()
      .entries.filter((entry) => entry.subject.id === slug)
      .reverse();
    expect(entries).toMatchObject([
      {
        kind: 'page.created',
        admin: { _id: admin.user.id },
        subject: { type: 'page', id: slug, label: 'Gift cards' },
        before: null,
        after: { title: 'Gift cards', body: 'Soon.' },
      },
      { kind: 'page.changed', before: { body: 'Soon.' }, after: { body: 'Now on sale.' } },
      { kind: 'page.deleted', before: { title: 'Gift cards', body: 'Now on sale.' }, after: null },
    ]);
  });
});
