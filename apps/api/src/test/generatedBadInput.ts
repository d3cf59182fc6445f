// Generated bad input against every route, as a visitor, a customer and an admin: the answer is never a 500,
// a refusal is JSON with a message, and a refused request leaves every table exactly as it was. The routes are shared
// out over the `fuzzRoutes…` test files, so that each of them stays well within a minute on a loaded machine; each
// test file mocks fastify with `recordRoutes` so that `registeredRoutes` is filled.

import { PRODUCT_CSV_COLUMNS } from '@atelier/domain';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeOrder,
  makePage,
  makeProduct,
  makePromotion,
  makeReview,
  makeShippingMethod,
  makeShippingZone,
  makeSignedInUser,
} from './factories.ts';
import { registeredRoutes } from './routeRecorder.ts';
import { type TestApp, useTestApp } from './testApp.ts';

// Every `npm test` sends this many to each route; `npm run fuzz` asks for a total of FUZZ_REQUESTS over all of them.
const RUNS_PER_ROUTE = 45;
const requestsAsked = Number(process.env.FUZZ_REQUESTS ?? 0);
const LOGOUT = 'POST /api/auth/logout';

/** Body fields each route reads, so generated bodies reach past "field is required". */
const PRODUCT_FIELDS = [
  'name',
  'category',
  'color',
  'price',
  'oldPrice',
  'description',
  'image',
  'stock',
  'sizes',
  'images',
  'style',
  'sameStyleAs',
  'brand',
  'condition',
  'gender',
  'ageGroup',
  'material',
  'pattern',
  'sizeSystem',
  'sizeType',
  'googleCategory',
  'mpn',
  'hideFromChannels',
  'gtins',
];
/** The sandbox payment page's form, posted to pay or to price delivery for the address's country. */
const SANDBOX_FORM_FIELDS = [
  'shippingMethod',
  'cardNumber',
  'expiry',
  'cvc',
  'nameOnCard',
  'shipping-name',
  'shipping-line1',
  'shipping-line2',
  'shipping-city',
  'shipping-postalCode',
  'shipping-country',
];
const PROMOTION_FIELDS = [
  'code',
  'label',
  'kind',
  'value',
  'categories',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'active',
];
const FIELDS: Record<string, string[]> = {
  'POST /api/auth/register': ['username', 'email', 'password'],
  'POST /api/auth/login': ['email', 'password'],
  'POST /api/auth/forgot-password': ['email'],
  'POST /api/auth/reset-password': ['token', 'password'],
  'POST /api/auth/change-password': ['currentPassword', 'newPassword'],
  'PUT /api/auth/users/:userId': ['role'],
  'PATCH /api/auth/edit-profile': ['userId', 'username', 'profileImage', 'bio', 'profession'],
  'POST /api/products/create-product': PRODUCT_FIELDS,
  'PATCH /api/products/update-product/:id': PRODUCT_FIELDS,
  'POST /api/reviews/post-review': ['comment', 'rating', 'userId', 'productId'],
  'PATCH /api/reviews/:id': ['hidden'],
  'POST /api/orders/create-checkout-session': ['products', 'userId', 'shippingCountry', 'code'],
  'POST /api/orders/confirm-payment': ['session_id'],
  'POST /api/orders/cancel-checkout-session': ['session_id'],
  'PATCH /api/orders/update-order-status/:id': ['status'],
  'POST /api/orders/:id/refunds': ['lines', 'shipping'],
  'POST /api/orders/:id/cancel': [],
  'POST /api/orders/:id/returns': ['lines', 'note'],
  'POST /api/orders/packing-slips': ['orderIds', 'pickList'],
  'POST /api/returns/:id/reject': ['reason'],
  'POST /api/returns/:id/receive': ['lines'],
  'PUT /api/settings': ['shop', 'announcement', 'hero'],
  'POST /api/pages': ['slug', 'title', 'body'],
  'POST /api/wishlist/merge': ['productIds'],
  'POST /api/wishlist/products': ['productIds'],
  'POST /api/stock-alerts': ['productId', 'size', 'email'],
  'POST /api/events': ['type', 'path', 'pageType', 'referrer', 'productId', 'size', 'quantity', 'value', 'query', 'resultCount'],
  'PUT /api/pages/:slug': ['title', 'body'],
  'POST /api/shipping/zones': ['name', 'countries'],
  'PUT /api/shipping/zones/:id': ['name', 'countries'],
  'POST /api/shipping/zones/:id/methods': ['name', 'price', 'freeFrom', 'minDays', 'maxDays', 'active'],
  'PUT /api/shipping/methods/:id': ['name', 'price', 'freeFrom', 'minDays', 'maxDays', 'active'],
  'POST /api/promotions': PROMOTION_FIELDS,
  'PUT /api/promotions/:id': PROMOTION_FIELDS,
  'POST /api/promotions/apply': ['code', 'products'],
  'PUT /api/channels/token': ['required'],
  'POST /uploadImage': ['image'],
  'POST /api/uploadImage': ['image'],
  // CSV files: the columns of their header.
  'POST /api/products/import': [...PRODUCT_CSV_COLUMNS],
  'POST /api/products/import/confirm': [...PRODUCT_CSV_COLUMNS],
  'POST /checkout/sandbox/:sessionId/pay': SANDBOX_FORM_FIELDS,
  'POST /checkout/sandbox/:sessionId/delivery': SANDBOX_FORM_FIELDS,
};
const CSV_ROUTES = new Set(['POST /api/products/import', 'POST /api/products/import/confirm']);
const QUERY_KEYS = [
  'category',
  'color',
  'minPrice',
  'maxPrice',
  'page',
  'limit',
  'w',
  'session_id',
  'from',
  'to',
  'admin',
  'kind',
  'country',
  'subtotal',
  'token',
  'zeroResults',
];
// Routes that answer a person's browser with an HTML page rather than JSON.
const HTML_ROUTES = /^((GET|POST) \/checkout\/sandbox\/:sessionId|GET \/stock-alerts\/confirm|(GET|POST) \/unsubscribe)/;

const known = { ids: [] as string[], emails: [] as string[] };
const cookies: Record<'visitor' | 'customer' | 'admin', string | undefined> = {
  visitor: undefined,
  customer: undefined,
  admin: undefined,
};

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '😀',
  'ＡＢＣ',
  'x'.repeat(5_000),
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'admin',
  'user',
  'shipped',
  'product.changed',
  'dress',
  'red',
);
// Picked by index, so a failing case replays from its seed; the lists are filled before the first case.
const knownId = fc.nat().map((i) => known.ids[i % known.ids.length] ?? '');
const knownEmail = fc.nat().map((i) => known.emails[i % known.emails.length] ?? '');
const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  nasty,
  fc.emailAddress(),
  fc.uuid(),
  knownId,
  knownEmail,
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }),
  fc.array(fc.record({ _id: fc.oneof(knownId, scalar), quantity: scalar }, { requiredKeys: [] }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

const pathSegment = fc.oneof(
  fc.uuid(),
  knownId,
  knownEmail,
  fc.string({ minLength: 1, maxLength: 40 }),
  nasty,
  fc.integer().map(String),
);
const query = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), fc.oneof(scalar, nasty).map(String)),
  {
    maxLength: 4,
  },
);

function bodyFor(route: string) {
  const fields = FIELDS[route] ?? [];
  const shaped = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length })
    : fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 });
  // A CSV route also gets files: a header of its columns and a row of generated cells.
  const csv = shaped.map((body) => ({
    type: 'text/csv',
    payload: stringify([Object.keys(body), Object.values(body).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))]),
  }));
  return fc.oneof(
    ...(CSV_ROUTES.has(route) ? [{ weight: 5, arbitrary: csv }] : []),
    { weight: 5, arbitrary: shaped.map((body) => ({ type: 'application/json', payload: JSON.stringify(body) })) },
    fc.jsonValue({ maxDepth: 2 }).map((body) => ({ type: 'application/json', payload: JSON.stringify(body) ?? '' })),
    fc.string({ maxLength: 60 }).map((text) => ({ type: 'application/json', payload: text })),
    shaped.map((body) => ({
      type: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(
        Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ).toString(),
    })),
    fc
      .constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml')
      .map((type) => ({ type, payload: '<a>1</a>' })),
    fc.constant(null),
  );
}

/** One fingerprint per table: any insert, update or delete changes it. */
async function tableFingerprints(t: TestApp): Promise<Record<string, unknown>> {
  const digest = (table: string) => sql.raw(`(select md5(coalesce(string_agg(x::text, '|' order by x.id), '')) from ${table} x)`);
  const result = await t.db.execute(sql`select
    ${digest('users')} as users, ${digest('products')} as products, ${digest('reviews')} as reviews,
    ${digest('orders')} as orders, ${digest('order_lines')} as order_lines, ${digest('checkout_sessions')} as checkout_sessions,
    (select md5(coalesce(string_agg(id::text, '|' order by id), '')) from images) as images,
    ${digest('outbox_mails')} as outbox_mails, ${digest('order_status_changes')} as order_status_changes,
    ${digest('audit_entries')} as audit_entries, ${digest('refunds')} as refunds, ${digest('promotions')} as promotions,
    ${digest('returns')} as returns, ${digest('return_lines')} as return_lines,
    (select md5(coalesce(string_agg(x::text, '|' order by x.return_line_id), '')) from exchange_holds x) as exchange_holds,
    (select md5(coalesce(string_agg(x::text, '|' order by x.slug), '')) from pages x) as pages,
    (select md5(coalesce(string_agg(x::text, '|'), '')) from settings x) as settings,
    ${digest('shipping_zones')} as shipping_zones, ${digest('shipping_methods')} as shipping_methods,
    (select md5(coalesce(string_agg(x::text, '|' order by x.country), '')) from shipping_zone_countries x) as shipping_zone_countries,
    (select md5(coalesce(string_agg(token_hash, '|' order by token_hash), '')) from password_reset_tokens) as password_reset_tokens,
    (select md5(coalesce(string_agg(id::text, '|' order by id), '')) from sessions) as sessions`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
}

let clientAddress = 0;

/** A customer and an admin signed in, and one row of each kind whose id or email the generated requests may use. */
function signInAndMakeOneOfEach(t: TestApp) {
  beforeAll(async () => {
    const [customer, admin] = await Promise.all([makeSignedInUser(t.app, t.db, 'user'), makeSignedInUser(t.app, t.db, 'admin')]);
    cookies.customer = customer.cookie;
    cookies.admin = admin.cookie;
    const product = await makeProduct(t.db);
    const order = await makeOrder(t.db, { userId: customer.user.id, email: customer.user.email });
    const page = await makePage(t.db);
    const review = await makeReview(t.db, { userId: customer.user.id, productId: product.id });
    const zone = await makeShippingZone(t.db);
    const method = await makeShippingMethod(t.db, zone.id);
    const promotion = await makePromotion(t.db);
    known.ids.push(customer.user.id, admin.user.id, product.id, order.id, page.slug, review.id, promotion.id, zone.id, method.id);
    if (promotion.code) known.ids.push(promotion.code);
    known.emails.push(customer.user.email, admin.user.email);
  });
}

/** Sends `runs` generated requests to one route and checks each answer. */
async function fuzzRoute(t: TestApp, route: string, runs: number): Promise<number> {
  const [method, template = ''] = route.split(' ') as [string, string];
  const request = fc.record({
    persona: fc.constantFrom('visitor', 'customer', 'admin') as fc.Arbitrary<keyof typeof cookies>,
    segments: fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
    query,
    body: method === 'GET' || method === 'DELETE' ? fc.constant(null) : bodyFor(route),
  });
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(request, async ({ persona, segments, query, body }) => {
      let i = 0;
      const path = template.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(String(segments[i++])));
      const search = new URLSearchParams(query).toString();
      const cookie = cookies[persona];
      const before = await tableFingerprints(t);
      const res = await t.app.inject({
        method: method as 'GET',
        url: search ? `${path}?${search}` : path,
        headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': body.type } : {}) },
        payload: body?.payload,
        remoteAddress: `2001:db8:f:${(++clientAddress).toString(16)}::1`,
      });
      sent += 1;
      const what = `${route} as ${persona}: ${method} ${path}?${search} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode < 400) return;
      if (!HTML_ROUTES.test(route)) expect(typeof res.json().message, what).toBe('string');
      expect(await tableFingerprints(t), what).toEqual(before);
    }),
    { numRuns: runs },
  );
  return sent;
}

/**
 * Fuzzes share `share` (1…`shares`) of every route: the routes in name order, dealt out in turn. Signing out ends the
 * personas' sessions, so it goes last in its share.
 */
export function fuzzShareOfRoutes(share: number, shares: number) {
  const t = useTestApp({ webDistDir: '/nonexistent-web-build' });
  signInAndMakeOneOfEach(t);

  describe(`generated bad input, share ${share} of ${shares} of the routes`, () => {
    it(
      'never answers 500 on any route, refuses with a message and changes nothing when it refuses',
      async () => {
        expect(registeredRoutes.size).toBeGreaterThan(30);
        const runs = requestsAsked > 0 ? Math.ceil(requestsAsked / registeredRoutes.size) : RUNS_PER_ROUTE;
        const routes = [...registeredRoutes]
          .sort()
          .filter((_, index) => index % shares === share - 1)
          .sort((a, b) => Number(a === LOGOUT) - Number(b === LOGOUT));
        let sent = 0;
        for (const route of routes) sent += await fuzzRoute(t, route, runs);
        expect(sent).toBe(runs * routes.length);
        console.info(`fuzz: ${sent} generated requests over ${routes.length} of ${registeredRoutes.size} routes`);
      },
      Math.max(240_000, requestsAsked * 100),
    );
  });
}
