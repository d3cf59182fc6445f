import { type AuditPage, type ChecklistItem, NEUTRAL_SETTINGS, type ShopSettings, type ShopSettingsInput } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsConfig } from '../../config/config.ts';
import { images } from '../../db/schema.ts';
import { makePage, makeShopSettings, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { imageUrl } from '../uploads/service.ts';
import { openingChecklist } from './service.ts';

// Copies on, as in production: every change below must drop the copy of GET /api/settings.
const t = useTestApp({ copyFreshMs: 60_000 });
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  [admin, customer] = await Promise.all([makeSignedInUser(t.app, t.db, 'admin'), makeSignedInUser(t.app, t.db, 'user')]);
});

const MAISON: ShopSettingsInput = {
  shop: {
    name: 'Maison Lune',
    tagline: 'Slow fashion from Lyon.',
    email: 'Hello@Maison-Lune.example',
    phone: '+33 4 00 00 00 00',
    address: { line1: '3 Rue Mercière', city: 'Lyon', postalCode: '69002', country: 'fr' },
    hours: [{ days: 'Tuesday – Saturday', time: '11:00 – 19:00' }],
    social: [{ network: 'instagram', url: 'https://instagram.com/maisonlune' }],
  },
  announcement: { text: 'Winter sale: 20% off coats', link: '/shop?category=dress', active: true },
  hero: { title: 'Made to last', text: 'Pieces for every season.', buttonLabel: 'Shop now', buttonLink: '/shop' },
};

const readSettings = async () => {
  const res = await t.app.inject({ url: '/api/settings' });
  expect(res.statusCode).toBe(200);
  return res.json<ShopSettings>();
};
/** As the admin, unless another cookie is given; null: as a visitor. */
const putSettings = (payload: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload: payload as object, headers: cookie ? { cookie } : {} });

/** `MAISON` with one field replaced, by its path. */
function withField(path: string, value: unknown): ShopSettingsInput {
  const copy = structuredClone(MAISON) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let node = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
  return copy as unknown as ShopSettingsInput;
}

async function storedImage(): Promise<string> {
  const [image] = await t.db
    .insert(images)
    .values({ data: Buffer.from('RIFF....WEBP'), contentType: 'image/webp', width: 1, height: 1 })
    .returning({ id: images.id });
  return imageUrl(image?.id ?? '');
}

describe('GET /api/settings', () => {
  it('answers the neutral settings of a shop nobody has named: "My shop", no address', async () => {
    expect(await readSettings()).toEqual({ ...NEUTRAL_SETTINGS, placeholders: expect.any(Object) });
    expect(NEUTRAL_SETTINGS.shop).toMatchObject({ name: 'My shop', address: null });
  });

  it('is the same for everyone and may be kept by the browser only while it is checked', async () => {
    const res = await t.app.inject({ url: '/api/settings', headers: { cookie: customer.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('PUT /api/settings', () => {
  it('saves the settings and answers them as saved; the next read shows them', async () => {
    const res = await putSettings(MAISON);
    expect(res.statusCode).toBe(200);
    const saved = res.json<ShopSettings>();
    expect(saved.shop).toMatchObject({ name: 'Maison Lune', email: 'hello@maison-lune.example' });
    expect(saved.shop.address).toEqual({ line1: '3 Rue Mercière', city: 'Lyon', postalCode: '69002', country: 'FR' });
    expect(saved.announcement).toEqual(MAISON.announcement);
    expect(await readSettings()).toEqual(saved);
  });

  it('shows a new name in the very next read, though the last read was kept as a copy', async () => {
    await putSettings(MAISON);
    expect((await readSettings()).shop.name).toBe('Maison Lune');
    expect((await putSettings(withField('shop.name', 'Maison Soleil'))).statusCode).toBe(200);
    expect((await readSettings()).shop.name).toBe('Maison Soleil');
  });

  it('shows a change written straight to the table within a second', async () => {
    await putSettings(MAISON);
    expect((await readSettings()).shop.name).toBe('Maison Lune');
    await t.db.execute(sql`update settings set document = jsonb_set(document, '{shop,name}', '"Lune & Co"')`);
    await expect.poll(async () => (await readSettings()).shop.name, { timeout: 1_000 }).toBe('Lune & Co');
  });

  it('leaves out optional fields sent empty, and takes a shop with no address', async () => {
    const res = await putSettings(
      withField('shop', { ...MAISON.shop, address: null, logo: '', tagline: '', phone: '', hours: [], social: [] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().shop).toEqual({
      name: 'Maison Lune',
      tagline: '',
      email: 'hello@maison-lune.example',
      phone: '',
      address: null,
      hours: [],
      social: [],
    });
  });

  it('takes a logo and a hero picture uploaded to the shop', async () => {
    const [logo, picture] = [await storedImage(), await storedImage()];
    const res = await putSettings({ ...withField('shop.logo', logo), hero: { ...MAISON.hero, image: picture } });
    expect(res.statusCode).toBe(200);
    expect((await readSettings()).shop.logo).toBe(logo);
    expect((await readSettings()).hero.image).toBe(picture);
  });

  const BAD_FIELDS: [rule: string, path: string, value: unknown][] = [
    ['a name is required', 'shop.name', ''],
    ['a name is at most 60 characters', 'shop.name', 'x'.repeat(61)],
    ['a name is text', 'shop.name', 42],
    ['the email is an email', 'shop.email', 'not-an-email'],
    ['a phone number holds no letters', 'shop.phone', 'call us'],
    ['a tagline is at most 160 characters', 'shop.tagline', 'x'.repeat(161)],
    ['an address has its first line', 'shop.address.line1', ''],
    ['an address has its city', 'shop.address.city', ''],
    ['a country is a two-letter code', 'shop.address.country', 'France'],
    ['opening hours name their days', 'shop.hours.0.days', ''],
    ['a social link is https', 'shop.social.0.url', 'http://instagram.com/maisonlune'],
    ['a social link is no script', 'shop.social.0.url', 'javascript:alert(1)'],
    ['a social network is one the shop knows', 'shop.social.0.network', 'myspace'],
    ['a logo is a picture uploaded to the shop', 'shop.logo', 'https://elsewhere.example/logo.png'],
    ['a logo is no script', 'shop.logo', 'javascript:alert(1)'],
    ['an announcement link is a path or https', 'announcement.link', 'http://elsewhere.example'],
    ['an announcement link is no script', 'announcement.link', 'javascript:alert(1)'],
    ['an announcement link is not another host by //', 'announcement.link', '//elsewhere.example'],
    ['an announcement is at most 200 characters', 'announcement.text', 'x'.repeat(201)],
    ['an announcement shown has text', 'announcement.text', ''],
    ['active is true or false', 'announcement.active', 'yes'],
    ['a hero has a title', 'hero.title', ''],
    ['a hero picture is one uploaded to the shop', 'hero.image', '/images/../secrets.webp'],
    ['a button has a label', 'hero.buttonLabel', ''],
    ['a button link is a path or https', 'hero.buttonLink', 'ftp://elsewhere.example'],
    ['a button link is required', 'hero.buttonLink', undefined],
  ];

  it.each(BAD_FIELDS)('refuses with 400 naming the field: %s', async (_rule, path, value) => {
    await putSettings(MAISON);
    const res = await putSettings(withField(path, value));
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ message: string; fields: Record<string, string> }>();
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.fields)).toEqual([path]);
    expect(answer.fields[path]).toEqual(expect.any(String));
    expect((await readSettings()).shop.name).toBe('Maison Lune');
  });

  it('names every bad field at once', async () => {
    const res = await putSettings({ ...withField('shop.name', ''), hero: { ...MAISON.hero, title: '', buttonLink: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['hero.buttonLink', 'hero.title', 'shop.name']);
  });

  it('refuses a picture address no upload answered, naming the field', async () => {
    const res = await putSettings(withField('shop.logo', imageUrl('00000000-0000-4000-8000-000000000000')));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['shop.logo']);
  });

  it('refuses a body that is no settings document', async () => {
    for (const payload of [[], {}, { shop: null }]) {
      const res = await putSettings(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is for admins only: a visitor gets 401 and a customer 403, and nothing changes', async () => {
    await putSettings(MAISON);
    expect((await putSettings(withField('shop.name', 'Taken'), null)).statusCode).toBe(401);
    expect((await putSettings(withField('shop.name', 'Taken'), customer.cookie)).statusCode).toBe(403);
    expect((await readSettings()).shop.name).toBe('Maison Lune');
  });

  it('records each change in the audit trail, field by field, before and after', async () => {
    await putSettings(MAISON);
    await putSettings({ ...withField('shop.name', 'Maison Soleil'), hero: { ...MAISON.hero, title: 'Sun-made' } });
    const res = await t.app.inject({ url: '/api/audit?kind=settings.changed', headers: { cookie: admin.cookie } });
    const [entry] = res.json<AuditPage>().entries;
    expect(entry).toMatchObject({
      admin: { _id: admin.user.id, email: admin.user.email },
      kind: 'settings.changed',
      subject: { type: 'settings', id: 'shop', label: 'Maison Soleil' },
      before: { 'shop.name': 'Maison Lune', 'hero.title': 'Made to last' },
      after: { 'shop.name': 'Maison Soleil', 'hero.title': 'Sun-made' },
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['hero.title', 'shop.name']);
  });
});

describe('gift card expiry in the settings', () => {
  const EXPIRY_REFUSED = 'Gift card expiry must be a whole number of years from 1 to 20';

  it('is off by default, and saves a number of years or never', async () => {
    await makeShopSettings(t.db);
    expect((await readSettings()).giftCardExpiryYears).toBeNull();
    const saved = await putSettings({ ...MAISON, giftCardExpiryYears: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().giftCardExpiryYears).toBe(5);
    expect((await readSettings()).giftCardExpiryYears).toBe(5);
    const never = await putSettings({ ...MAISON, giftCardExpiryYears: null });
    expect(never.statusCode, never.body).toBe(200);
    expect((await readSettings()).giftCardExpiryYears).toBeNull();
  });

  it.each([0, 21, 2.5, -5, '5'])('refuses %j years and saves nothing', async (years) => {
    await makeShopSettings(t.db);
    expect((await putSettings({ ...MAISON, giftCardExpiryYears: 10 })).statusCode).toBe(200);
    const refused = await putSettings({ ...MAISON, shop: { ...MAISON.shop, name: 'Maison Soleil' }, giftCardExpiryYears: years });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EXPIRY_REFUSED);
    expect(refused.json().fields).toEqual({ giftCardExpiryYears: EXPIRY_REFUSED });
    const kept = await readSettings();
    expect(kept.giftCardExpiryYears).toBe(10);
    expect(kept.shop.name).toBe('Maison Lune');
  });
});

describe('GET /api/settings/checklist', () => {
  const checklist = async () => {
    const res = await t.app.inject({ url: '/api/settings/checklist', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(res.json<ChecklistItem[]>().map(({ item, done }) => [item, done]));
  };

  it('asks a new shop for its name and contact, payments, a shipping page, a returns page and its legal details', async () => {
    await makeShopSettings(t.db);
    const res = await t.app.inject({ url: '/api/settings/checklist', headers: { cookie: admin.cookie } });
    expect(res.json()).toEqual([
      { item: 'name-and-contact', done: false, label: expect.any(String) },
      { item: 'payments', done: false, label: expect.any(String) },
      { item: 'shipping-page', done: false, label: expect.any(String) },
      { item: 'returns-page', done: false, label: expect.any(String) },
      { item: 'legal-details', done: false, label: "Give the shop's legal name, address and tax number for its invoices" },
    ]);
  });

  it('ticks the legal details once the name, address and tax number are given, and keeps them through a save', async () => {
    const document = await makeShopSettings(t.db);
    const legal = {
      name: 'Maison Lune SARL',
      address: '1 Rue de Rivoli\n75001 Paris',
      taxId: 'FR40123456824',
      companyNumber: '',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin.cookie },
      payload: { ...document, legal, invoicePrefix: 'fa', creditNotePrefix: 'AV' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ legal, invoicePrefix: 'FA', creditNotePrefix: 'AV', attachInvoices: true });
    expect((await checklist())['legal-details']).toBe(true);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin.cookie },
      payload: { ...document, invoicePrefix: 'INV-2026' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ invoicePrefix: 'Invoice prefix must be 1 to 10 letters or digits, e.g. INV' });
  });

  it('ticks the name and contact once the shop has a name of its own and an email', async () => {
    await makeShopSettings(t.db, { name: 'Maison Lune' });
    expect((await checklist())['name-and-contact']).toBe(false);
    await makeShopSettings(t.db, { name: 'My shop', email: 'hello@maison-lune.example' });
    expect((await checklist())['name-and-contact']).toBe(false);
    await makeShopSettings(t.db, { name: 'Maison Lune', email: 'hello@maison-lune.example' });
    expect((await checklist())['name-and-contact']).toBe(true);
  });

  it('ticks the shipping and returns pages once they are written', async () => {
    await makePage(t.db, { slug: 'shipping', title: 'Shipping' });
    await makePage(t.db, { slug: 'returns', title: 'Returns' });
    expect(await checklist()).toMatchObject({ 'shipping-page': true, 'returns-page': true, payments: false });
  });

  it('ticks payments once Stripe takes them', async () => {
    const stripe = { provider: 'stripe', stripe: {} } as PaymentsConfig;
    const items = await openingChecklist(t.db, { ...admin.user, role: 'admin' }, stripe);
    expect(items.find((entry) => entry.item === 'payments')?.done).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/settings/checklist' })).statusCode).toBe(401);
    const asCustomer = await t.app.inject({ url: '/api/settings/checklist', headers: { cookie: customer.cookie } });
    expect(asCustomer.statusCode).toBe(403);
  });
});
