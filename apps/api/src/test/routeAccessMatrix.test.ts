// Who may call what: every route of the app against a visitor, two customers (A owns the data, B does not) and an
// admin. A second test fails as soon as the app serves a route this table does not list.

import { createHash } from 'node:crypto';
import { NEUTRAL_SETTINGS, PRODUCT_CSV_TEMPLATE } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orderLines, outboxMails, passwordResetTokens } from '../db/schema.ts';
import { issueGiftCard } from '../features/giftCards/index.ts';
import { issueInvoice } from '../features/invoices/index.ts';
import { storeImage } from '../features/uploads/service.ts';
import { openCheckout, payOnSandboxPage, SANDBOX_ADDRESS } from './checkoutSteps.ts';
import {
  freshCountryCode,
  makeImage,
  makeOrder,
  makePage,
  makeProduct,
  makePromotion,
  makeReview,
  makeShippingMethod,
  makeShippingZone,
  makeSignedInUser,
  makeUser,
  signIn,
  TEST_PASSWORD,
} from './factories.ts';
import { registeredRoutes } from './routeRecorder.ts';
import { useTestApp } from './testApp.ts';

vi.mock('fastify', async () => (await import('./routeRecorder.ts')).recordRoutes());

// No built web app: its static files are not routes of the API. A metrics token, so GET /metrics is served (to
// nobody who lacks the token, whatever their session).
const t = useTestApp({ webDistDir: '/nonexistent-web-build', metricsToken: 'metrics-token-nobody-here-holds' });

const PERSONAS = ['visitor', 'customerA', 'customerB', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];
type Expected = Record<Persona, number>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface World {
  a: { id: string; email: string };
  cookies: Record<Persona, string | undefined>;
  emails: Record<Persona, string | undefined>;
  productId: string;
  orderOfA: string;
  imageId: string;
}

interface Call {
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

interface Row {
  method: Method;
  /** The route as the app registers it. */
  route: string;
  expected: Expected;
  /** Builds the request; may create a fresh target (something to delete) for each call. */
  call: (w: World) => Call | Promise<Call>;
  /** The call ends the caller's session: it is made with a session of its own, so later rows keep theirs. */
  endsTheSession?: boolean;
}

const everyone = (status: number): Expected => ({ visitor: status, customerA: status, customerB: status, admin: status });
const adminOnly = (status: number): Expected => ({ visitor: 401, customerA: 403, customerB: 403, admin: status });
const ownerOrAdmin = (status: number): Expected => ({ visitor: 401, customerA: status, customerB: 403, admin: status });
const ownerOnly = (status: number): Expected => ({ visitor: 401, customerA: status, customerB: 403, admin: 403 });
const signedIn = (status: number): Expected => ({ visitor: 401, customerA: status, customerB: status, admin: status });

/** An order of A's that bought a gift card whose mail has not gone yet. */
async function giftCardBoughtByA(w: World): Promise<{ orderId: string; lineId: string }> {
  const order = await makeOrder(t.db, { userId: w.a.id, email: w.a.email });
  const [line] = await t.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id));
  const lineId = line?.id ?? '';
  const card = {
    amountCents: 2_000,
    currency: 'USD' as const,
    recipientName: 'Grace',
    recipientEmail: 'friend@example.com',
    message: null,
    sendAt: new Date(Date.now() + 24 * 60 * 60_000),
    orderId: order.id,
    orderLineId: lineId,
    actorId: null,
    reason: 'Bought',
  };
  await t.db.transaction((tx) => issueGiftCard(tx, card, 'http://shop.test'));
  return { orderId: order.id, lineId };
}

let unique = 0;
/** A gift card of $10, issued by the shop itself. */
const newGiftCard = () =>
  t.db.transaction((tx) =>
    issueGiftCard(
      tx,
      {
        amountCents: 1_000,
        currency: 'USD',
        recipientName: 'Friend',
        recipientEmail: 'friend@example.com',
        message: null,
        sendAt: new Date(),
        orderId: null,
        actorId: null,
        reason: 'A gift',
      },
      'http://localhost:3000',
    ),
  );
const fresh = () => `${Date.now().toString(36)}-${++unique}`;
const newProduct = async () => (await makeProduct(t.db)).id;
const tinyPng = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#a33' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** A checkout session of customer A, open on the sandbox page, or already paid. */
async function checkoutOfA(w: World, paid: boolean): Promise<string> {
  const res = await openCheckout(t.app, w.cookies.customerA, w.a.id, [{ _id: w.productId, quantity: 1 }]);
  const sessionId: string = res.json().id;
  if (paid) await payOnSandboxPage(t.app, sessionId);
  return sessionId;
}

/** One open checkout of customer A for the rows that only read or re-price it: opening checkouts is rate limited. */
let openCheckoutOfA: Promise<string> | undefined;
function sharedCheckoutOfA(w: World): Promise<string> {
  openCheckoutOfA ??= checkoutOfA(w, false);
  return openCheckoutOfA;
}

/** A live reset token of a new user. */
async function resetTokenOf(): Promise<string> {
  const token = `token-${fresh()}`;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await t.db
    .insert(passwordResetTokens)
    .values({ tokenHash, userId: (await makeUser(t.db)).id, expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

async function newMail(status: 'pending' | 'failed'): Promise<string> {
  const [mail] = await t.db
    .insert(outboxMails)
    .values({ to: 'reader@example.com', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello', status })
    .returning();
  if (!mail) throw new Error('mail not written');
  return mail.id;
}

/** A completed order of customer A, and its one line. */
async function deliveredOrderOfA(w: World): Promise<{ orderId: string; lineId: string }> {
  const order = await makeOrder(t.db, { userId: w.a.id, email: w.a.email, status: 'completed' });
  const [line] = await t.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id));
  return { orderId: order.id, lineId: line?.id ?? '' };
}

/** The number of a new invoice of customer A's. */
async function invoiceOfA(w: World): Promise<string> {
  const order = await makeOrder(t.db, { userId: w.a.id, email: w.a.email });
  return (await issueInvoice(t.db, order.id)).number;
}

/** A return customer A asked for, moved on by an admin as far as `status`. */
async function returnOfA(w: World, status: 'requested' | 'approved' | 'received' = 'requested'): Promise<string> {
  const { orderId, lineId } = await deliveredOrderOfA(w);
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: { cookie: w.cookies.customerA ?? '' },
    payload: { lines: [{ lineId, quantity: 1, reason: 'wrong-item' }] },
  });
  const id: string = asked.json()._id;
  const admin = { cookie: w.cookies.admin ?? '' };
  if (status !== 'requested') await t.app.inject({ method: 'POST', url: `/api/returns/${id}/approve`, headers: admin });
  if (status === 'received') {
    const lines = [{ lineId, quantity: 1, damaged: 0 }];
    await t.app.inject({ method: 'POST', url: `/api/returns/${id}/receive`, headers: admin, payload: { lines } });
  }
  return id;
}

const productBody = { name: 'Linen wrap dress', category: 'dress', color: 'beige', price: 89, description: 'Airy linen.' };
const cardForm = new URLSearchParams({
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  nameOnCard: 'Ada',
  ...SANDBOX_ADDRESS,
}).toString();

const MATRIX: Row[] = [
  { method: 'GET', route: '/api/health', expected: everyone(200), call: () => ({ url: '/api/health' }) },
  { method: 'GET', route: '/api/ready', expected: everyone(200), call: () => ({ url: '/api/ready' }) },
  { method: 'GET', route: '/metrics', expected: everyone(401), call: () => ({ url: '/metrics' }) },
  { method: 'GET', route: '/api/config', expected: everyone(200), call: () => ({ url: '/api/config' }) },
  { method: 'GET', route: '/sitemap.xml', expected: everyone(200), call: () => ({ url: '/sitemap.xml' }) },
  { method: 'GET', route: '/robots.txt', expected: everyone(200), call: () => ({ url: '/robots.txt' }) },
  { method: 'GET', route: '/feeds/google.xml', expected: everyone(200), call: () => ({ url: '/feeds/google.xml' }) },
  { method: 'GET', route: '/feeds/meta.csv', expected: everyone(200), call: () => ({ url: '/feeds/meta.csv' }) },

  // Accounts
  {
    method: 'POST',
    route: '/api/auth/register',
    expected: everyone(201),
    call: () => ({
      url: '/api/auth/register',
      payload: { username: 'Nora', email: `nora-${fresh()}@example.com`, password: 'a-long-password' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    expected: everyone(200),
    call: async () => ({
      url: '/api/auth/login',
      payload: { email: (await makeUser(t.db)).email, password: 'correct-horse-battery' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    expected: everyone(200),
    call: () => ({ url: '/api/auth/logout' }),
    endsTheSession: true,
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    expected: everyone(200),
    call: async () => ({ url: '/api/auth/forgot-password', payload: { email: (await makeUser(t.db)).email } }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    expected: everyone(200),
    call: async () => ({
      url: '/api/auth/reset-password',
      payload: { token: await resetTokenOf(), password: 'a-long-password' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    expected: signedIn(200),
    // To the same password, so the personas still sign in with it afterwards.
    call: () => ({ url: '/api/auth/change-password', payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } }),
  },
  { method: 'GET', route: '/api/auth/sessions', expected: signedIn(200), call: () => ({ url: '/api/auth/sessions' }) },
  {
    method: 'DELETE',
    route: '/api/auth/sessions/others',
    expected: signedIn(200),
    call: () => ({ url: '/api/auth/sessions/others' }),
  },
  { method: 'GET', route: '/api/auth/users', expected: adminOnly(200), call: () => ({ url: '/api/auth/users' }) },
  {
    method: 'DELETE',
    route: '/api/auth/users/:id',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/auth/users/${(await makeUser(t.db)).id}` }),
  },
  {
    method: 'PUT',
    route: '/api/auth/users/:userId',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/auth/users/${(await makeUser(t.db)).id}`, payload: { role: 'admin' } }),
  },
  {
    method: 'PATCH',
    route: '/api/auth/edit-profile',
    expected: ownerOnly(200),
    call: (w) => ({ url: '/api/auth/edit-profile', payload: { userId: w.a.id, username: 'Ada' } }),
  },

  // Mail
  { method: 'GET', route: '/api/outbox', expected: adminOnly(200), call: () => ({ url: '/api/outbox' }) },
  {
    method: 'GET',
    route: '/api/outbox/:id',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/outbox/${await newMail('pending')}` }),
  },
  {
    method: 'POST',
    route: '/api/outbox/:id/retry',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/outbox/${await newMail('failed')}/retry` }),
  },

  // Audit trail
  { method: 'GET', route: '/api/audit', expected: adminOnly(200), call: () => ({ url: '/api/audit?kind=product.changed' }) },
  { method: 'GET', route: '/api/audit/admins', expected: adminOnly(200), call: () => ({ url: '/api/audit/admins' }) },

  // Sales channels
  { method: 'GET', route: '/api/channels', expected: adminOnly(200), call: () => ({ url: '/api/channels' }) },
  {
    method: 'PUT',
    route: '/api/channels/token',
    expected: adminOnly(200),
    call: () => ({ url: '/api/channels/token', payload: { required: false } }),
  },

  // The shop's settings and pages
  { method: 'GET', route: '/api/settings', expected: everyone(200), call: () => ({ url: '/api/settings' }) },
  {
    method: 'PUT',
    route: '/api/settings',
    expected: adminOnly(200),
    call: () => ({ url: '/api/settings', payload: { ...NEUTRAL_SETTINGS, shop: { ...NEUTRAL_SETTINGS.shop, name: 'Atelier' } } }),
  },
  {
    method: 'GET',
    route: '/api/settings/checklist',
    expected: adminOnly(200),
    call: () => ({ url: '/api/settings/checklist' }),
  },
  { method: 'GET', route: '/api/pages', expected: everyone(200), call: () => ({ url: '/api/pages' }) },
  {
    method: 'GET',
    route: '/api/pages/:slug',
    expected: everyone(200),
    call: async () => ({ url: `/api/pages/${(await makePage(t.db)).slug}` }),
  },
  {
    method: 'POST',
    route: '/api/pages',
    expected: adminOnly(201),
    call: () => ({ url: '/api/pages', payload: { slug: `page-${fresh()}`, title: 'Gift cards', body: 'Soon.' } }),
  },
  {
    method: 'PUT',
    route: '/api/pages/:slug',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/pages/${(await makePage(t.db)).slug}`, payload: { title: 'Care guide', body: 'Cold.' } }),
  },
  {
    method: 'DELETE',
    route: '/api/pages/:slug',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/pages/${(await makePage(t.db)).slug}` }),
  },

  // Shipping
  {
    method: 'GET',
    route: '/api/shipping/options',
    expected: everyone(200),
    call: () => ({ url: '/api/shipping/options?country=US&subtotal=42.00' }),
  },
  { method: 'GET', route: '/api/shipping/countries', expected: everyone(200), call: () => ({ url: '/api/shipping/countries' }) },
  { method: 'GET', route: '/api/shipping/zones', expected: adminOnly(200), call: () => ({ url: '/api/shipping/zones' }) },
  {
    method: 'POST',
    route: '/api/shipping/zones',
    expected: adminOnly(201),
    call: () => ({ url: '/api/shipping/zones', payload: { name: `Zone ${fresh()}`, countries: [freshCountryCode()] } }),
  },
  {
    method: 'PUT',
    route: '/api/shipping/zones/:id',
    expected: adminOnly(200),
    call: async () => {
      const zone = await makeShippingZone(t.db);
      return { url: `/api/shipping/zones/${zone.id}`, payload: { name: 'Renamed', countries: zone.countries } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/shipping/zones/:id',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/shipping/zones/${(await makeShippingZone(t.db)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/shipping/zones/:id/methods',
    expected: adminOnly(201),
    call: async () => ({
      url: `/api/shipping/zones/${(await makeShippingZone(t.db)).id}/methods`,
      payload: { name: 'Standard', price: 5, minDays: 1, maxDays: 3 },
    }),
  },
  {
    method: 'PUT',
    route: '/api/shipping/methods/:id',
    expected: adminOnly(200),
    call: async () => ({
      url: `/api/shipping/methods/${(await makeShippingMethod(t.db, (await makeShippingZone(t.db)).id)).id}`,
      payload: { name: 'Express', price: 15, minDays: 1, maxDays: 2 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/shipping/methods/:id',
    expected: adminOnly(200),
    call: async () => ({
      url: `/api/shipping/methods/${(await makeShippingMethod(t.db, (await makeShippingZone(t.db)).id)).id}`,
    }),
  },

  // Wishlist: each signed-in shopper's own, so every signed-in persona acts on theirs alone.
  { method: 'GET', route: '/api/wishlist', expected: signedIn(200), call: () => ({ url: '/api/wishlist' }) },
  {
    method: 'PUT',
    route: '/api/wishlist/:productId',
    expected: signedIn(200),
    call: (w) => ({ url: `/api/wishlist/${w.productId}` }),
  },
  {
    method: 'DELETE',
    route: '/api/wishlist/:productId',
    expected: signedIn(200),
    call: (w) => ({ url: `/api/wishlist/${w.productId}` }),
  },
  {
    method: 'POST',
    route: '/api/wishlist/products',
    expected: everyone(200),
    call: (w) => ({ url: '/api/wishlist/products', payload: { productIds: [w.productId] } }),
  },
  {
    method: 'POST',
    route: '/api/wishlist/merge',
    expected: signedIn(200),
    call: (w) => ({ url: '/api/wishlist/merge', payload: { productIds: [w.productId] } }),
  },

  // Back-in-stock alerts and the links their mails carry: for anyone, the token being the proof.
  {
    method: 'POST',
    route: '/api/stock-alerts',
    expected: everyone(201),
    call: async () => ({
      url: '/api/stock-alerts',
      payload: { productId: (await makeProduct(t.db, { stock: 0 })).id, email: `alert-${fresh()}@example.com` },
    }),
  },
  {
    method: 'GET',
    route: '/stock-alerts/confirm',
    expected: everyone(200),
    call: () => ({ url: '/stock-alerts/confirm?token=unknown' }),
  },
  { method: 'GET', route: '/unsubscribe', expected: everyone(200), call: () => ({ url: '/unsubscribe?token=unknown' }) },
  { method: 'POST', route: '/unsubscribe', expected: everyone(200), call: () => ({ url: '/unsubscribe?token=unknown' }) },

  // Promotions
  { method: 'GET', route: '/api/promotions', expected: adminOnly(200), call: () => ({ url: '/api/promotions' }) },
  {
    method: 'GET',
    route: '/api/promotions/automatic',
    expected: everyone(200),
    call: () => ({ url: '/api/promotions/automatic' }),
  },
  {
    method: 'POST',
    route: '/api/promotions',
    expected: adminOnly(201),
    call: () => ({
      url: '/api/promotions',
      payload: { code: `CODE-${fresh()}`, label: '10% off', kind: 'percentage', value: 10 },
    }),
  },
  {
    method: 'PUT',
    route: '/api/promotions/:id',
    expected: adminOnly(200),
    call: async () => {
      const promotion = await makePromotion(t.db);
      return {
        url: `/api/promotions/${promotion.id}`,
        payload: { code: promotion.code, label: '12% off', kind: 'percentage', value: 12 },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/promotions/:id',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/promotions/${(await makePromotion(t.db)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/promotions/apply',
    expected: everyone(200),
    call: async (w) => ({
      url: '/api/promotions/apply',
      payload: { code: (await makePromotion(t.db)).code ?? '', products: [{ _id: w.productId, quantity: 1 }] },
    }),
  },

  // Gift cards and store credit
  {
    method: 'POST',
    route: '/api/gift-cards/check',
    expected: everyone(200),
    call: async () => ({ url: '/api/gift-cards/check', payload: { code: (await newGiftCard()).code } }),
  },
  { method: 'GET', route: '/api/gift-cards', expected: adminOnly(200), call: () => ({ url: '/api/gift-cards' }) },
  {
    method: 'GET',
    route: '/api/gift-cards/outstanding.csv',
    expected: adminOnly(200),
    call: () => ({ url: '/api/gift-cards/outstanding.csv' }),
  },
  {
    method: 'GET',
    route: '/api/gift-cards/:id',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/gift-cards/${(await newGiftCard()).card.id}` }),
  },
  {
    method: 'POST',
    route: '/api/gift-cards',
    expected: adminOnly(201),
    call: () => ({ url: '/api/gift-cards', payload: { amount: 10, recipientEmail: 'friend@example.com', reason: 'A gift' } }),
  },
  {
    method: 'POST',
    route: '/api/gift-cards/:id/adjust',
    expected: adminOnly(200),
    call: async () => ({
      url: `/api/gift-cards/${(await newGiftCard()).card.id}/adjust`,
      payload: { amount: 1, reason: 'Goodwill' },
    }),
  },
  {
    method: 'POST',
    route: '/api/gift-cards/:id/disable',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/gift-cards/${(await newGiftCard()).card.id}/disable` }),
  },
  { method: 'GET', route: '/api/store-credit', expected: signedIn(200), call: () => ({ url: '/api/store-credit' }) },
  {
    method: 'GET',
    route: '/api/users/:id/store-credit',
    expected: ownerOrAdmin(200),
    call: (w) => ({ url: `/api/users/${w.a.id}/store-credit` }),
  },
  {
    method: 'POST',
    route: '/api/users/:id/store-credit',
    expected: adminOnly(200),
    call: (w) => ({ url: `/api/users/${w.a.id}/store-credit`, payload: { amount: 1, reason: 'Goodwill' } }),
  },

  // Catalog
  ...['/api/products', '/api/products/'].map(
    (route): Row => ({ method: 'GET', route, expected: everyone(200), call: () => ({ url: `${route}?limit=2` }) }),
  ),
  {
    method: 'GET',
    route: '/api/products/:id',
    expected: everyone(200),
    call: (w) => ({ url: `/api/products/${w.productId}` }),
  },
  {
    method: 'GET',
    route: '/api/products/untranslated',
    expected: adminOnly(200),
    call: () => ({ url: '/api/products/untranslated' }),
  },
  {
    method: 'GET',
    route: '/api/products/:id/price-history',
    expected: adminOnly(200),
    call: (w) => ({ url: `/api/products/${w.productId}/price-history` }),
  },
  ...['/api/products/related/:id', '/api/blogs/related/:id'].map(
    (route): Row => ({
      method: 'GET',
      route,
      expected: everyone(200),
      call: (w) => ({ url: route.replace(':id', w.productId) }),
    }),
  ),
  {
    method: 'POST',
    route: '/api/products/create-product',
    expected: adminOnly(201),
    call: async () => ({
      url: '/api/products/create-product',
      payload: { ...productBody, images: [{ url: await makeImage(t.db), alt: 'Front' }], style: 'linen-wrap-dress' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/products/update-product/:id',
    expected: adminOnly(200),
    call: async (w) => ({
      url: `/api/products/update-product/${await newProduct()}`,
      payload: { price: 95, images: [{ url: await makeImage(t.db) }], sameStyleAs: w.productId },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/products/${await newProduct()}` }),
  },

  // Reviews
  {
    method: 'POST',
    route: '/api/reviews/post-review',
    expected: ownerOnly(201),
    call: async (w) => ({
      url: '/api/reviews/post-review',
      payload: { comment: 'Fits well.', rating: 5, userId: w.a.id, productId: await newProduct() },
    }),
  },
  {
    method: 'GET',
    route: '/api/reviews/total-reviews',
    expected: everyone(200),
    call: () => ({ url: '/api/reviews/total-reviews' }),
  },
  {
    method: 'GET',
    route: '/api/reviews/:userId',
    expected: ownerOrAdmin(200),
    call: (w) => ({ url: `/api/reviews/${w.a.id}` }),
  },
  { method: 'GET', route: '/api/reviews', expected: adminOnly(200), call: () => ({ url: '/api/reviews' }) },
  {
    method: 'PATCH',
    route: '/api/reviews/:id',
    expected: adminOnly(200),
    call: async (w) => {
      const review = await makeReview(t.db, { userId: (await makeUser(t.db)).id, productId: w.productId });
      return { url: `/api/reviews/${review.id}`, payload: { hidden: true } };
    },
  },

  // Stats, asked for by id and by email
  {
    method: 'GET',
    route: '/api/stats/user-stats/:id',
    expected: ownerOrAdmin(200),
    call: (w) => ({ url: `/api/stats/user-stats/${w.a.id}` }),
  },
  {
    method: 'GET',
    route: '/api/stats/user-stats/:id',
    expected: ownerOrAdmin(200),
    call: (w) => ({ url: `/api/stats/user-stats/${encodeURIComponent(w.a.email)}` }),
  },
  { method: 'GET', route: '/api/stats/admin-stats', expected: adminOnly(200), call: () => ({ url: '/api/stats/admin-stats' }) },

  // Analytics: the storefront's beacon for anyone, the reports and their CSV files for admins
  {
    method: 'POST',
    route: '/api/events',
    expected: everyone(202),
    call: () => ({ url: '/api/events', payload: { type: 'pageview', path: '/' } }),
  },
  ...(
    [
      'summary',
      'top-pages',
      'top-products',
      'referrers',
      'searches',
      'devices',
      'countries',
      'abandoned-checkouts',
      'discount-codes',
      ...[
        'top-pages',
        'top-products',
        'referrers',
        'searches',
        'devices',
        'countries',
        'abandoned-checkouts',
        'discount-codes',
      ].map((table) => `${table}/export.csv`),
    ] as const
  ).map(
    (report): Row => ({
      method: 'GET',
      route: `/api/analytics/${report}`,
      expected: adminOnly(200),
      call: () => ({ url: `/api/analytics/${report}?from=2026-01-01&to=2026-12-31` }),
    }),
  ),

  // The catalog and the orders as CSV files
  ...(['/api/products/import', '/api/products/import/confirm'] as const).map(
    (route): Row => ({
      method: 'POST',
      route,
      expected: adminOnly(route.endsWith('confirm') ? 201 : 200),
      call: () => ({ url: route, payload: PRODUCT_CSV_TEMPLATE, headers: { 'content-type': 'text/csv' } }),
    }),
  ),
  {
    method: 'GET',
    route: '/api/products/export.csv',
    expected: adminOnly(200),
    call: () => ({ url: '/api/products/export.csv' }),
  },
  {
    method: 'GET',
    route: '/api/orders/export.csv',
    expected: adminOnly(200),
    call: () => ({ url: '/api/orders/export.csv?from=2026-01-01&to=2026-12-31' }),
  },

  // Invoices and packing slips
  { method: 'GET', route: '/api/invoices', expected: adminOnly(200), call: () => ({ url: '/api/invoices' }) },
  {
    method: 'GET',
    route: '/api/invoices/export.csv',
    expected: adminOnly(200),
    call: () => ({ url: '/api/invoices/export.csv?from=2026-01-01&to=2026-12-31' }),
  },
  {
    method: 'GET',
    route: '/api/invoices/:number/pdf',
    expected: ownerOrAdmin(200),
    call: async (w) => ({ url: `/api/invoices/${await invoiceOfA(w)}/pdf` }),
  },
  {
    method: 'POST',
    route: '/api/orders/packing-slips',
    expected: adminOnly(200),
    call: (w) => ({ url: '/api/orders/packing-slips', payload: { orderIds: [w.orderOfA] } }),
  },

  // Checkout and orders
  {
    method: 'POST',
    route: '/api/orders/create-checkout-session',
    expected: ownerOnly(200),
    call: (w) => ({
      url: '/api/orders/create-checkout-session',
      payload: { products: [{ _id: w.productId, quantity: 1 }], userId: w.a.id },
    }),
  },
  {
    method: 'POST',
    route: '/api/orders/confirm-payment',
    expected: ownerOrAdmin(200),
    call: async (w) => ({ url: '/api/orders/confirm-payment', payload: { session_id: await checkoutOfA(w, true) } }),
  },
  {
    method: 'POST',
    route: '/api/orders/cancel-checkout-session',
    expected: ownerOnly(200),
    call: async (w) => ({ url: '/api/orders/cancel-checkout-session', payload: { session_id: await checkoutOfA(w, false) } }),
  },
  // Only the payment provider calls it, signed; the sandbox has no notifications, for anyone.
  {
    method: 'POST',
    route: '/api/orders/webhook',
    expected: everyone(404),
    call: () => ({ url: '/api/orders/webhook', payload: {} }),
  },
  { method: 'GET', route: '/api/orders', expected: adminOnly(200), call: () => ({ url: '/api/orders/' }) },
  {
    method: 'GET',
    route: '/api/orders/order/:id',
    expected: ownerOrAdmin(200),
    call: (w) => ({ url: `/api/orders/order/${w.orderOfA}` }),
  },
  {
    method: 'GET',
    route: '/api/orders/:email',
    expected: ownerOrAdmin(200),
    call: (w) => ({ url: `/api/orders/${encodeURIComponent(w.a.email)}` }),
  },
  {
    method: 'PATCH',
    route: '/api/orders/update-order-status/:id',
    expected: adminOnly(200),
    call: (w) => ({ url: `/api/orders/update-order-status/${w.orderOfA}`, payload: { status: 'shipped' } }),
  },
  {
    method: 'POST',
    route: '/api/orders/:id/refunds',
    expected: adminOnly(200),
    call: async (w) => ({ url: `/api/orders/${(await makeOrder(t.db, { userId: w.a.id, email: w.a.email })).id}/refunds` }),
  },
  {
    method: 'POST',
    route: '/api/orders/:id/cancel',
    expected: ownerOnly(200),
    call: async (w) => ({ url: `/api/orders/${(await makeOrder(t.db, { userId: w.a.id, email: w.a.email })).id}/cancel` }),
  },
  {
    method: 'PATCH',
    route: '/api/orders/:id/lines/:lineId/gift-card',
    expected: ownerOnly(200),
    call: async (w) => {
      const { orderId, lineId } = await giftCardBoughtByA(w);
      return { url: `/api/orders/${orderId}/lines/${lineId}/gift-card`, payload: { recipientEmail: 'grace@example.com' } };
    },
  },
  {
    method: 'POST',
    route: '/api/orders/:id/returns',
    expected: ownerOnly(201),
    call: async (w) => {
      const { orderId, lineId } = await deliveredOrderOfA(w);
      return { url: `/api/orders/${orderId}/returns`, payload: { lines: [{ lineId, quantity: 1, reason: 'too-small' }] } };
    },
  },
  {
    method: 'GET',
    route: '/api/orders/:id/returns',
    expected: ownerOrAdmin(200),
    call: (w) => ({ url: `/api/orders/${w.orderOfA}/returns` }),
  },
  { method: 'GET', route: '/api/returns', expected: adminOnly(200), call: () => ({ url: '/api/returns?status=requested' }) },
  { method: 'GET', route: '/api/returns/policy', expected: everyone(200), call: () => ({ url: '/api/returns/policy' }) },
  {
    method: 'POST',
    route: '/api/returns/:id/cancel',
    expected: ownerOnly(200),
    call: async (w) => ({ url: `/api/returns/${await returnOfA(w)}/cancel` }),
  },
  {
    method: 'POST',
    route: '/api/returns/:id/approve',
    expected: adminOnly(200),
    call: async (w) => ({ url: `/api/returns/${await returnOfA(w)}/approve` }),
  },
  {
    method: 'POST',
    route: '/api/returns/:id/reject',
    expected: adminOnly(200),
    call: async (w) => ({ url: `/api/returns/${await returnOfA(w)}/reject`, payload: { reason: 'Worn' } }),
  },
  {
    method: 'POST',
    route: '/api/returns/:id/receive',
    expected: adminOnly(200),
    call: async (w) => {
      const id = await returnOfA(w, 'approved');
      const [listed] = (await t.app.inject({ url: `/api/returns?status=approved`, headers: { cookie: w.cookies.admin ?? '' } }))
        .json()
        .filter((r: { _id: string }) => r._id === id);
      return {
        url: `/api/returns/${id}/receive`,
        payload: { lines: [{ lineId: listed.lines[0].lineId, quantity: 1, damaged: 0 }] },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/returns/:id/close',
    expected: adminOnly(200),
    call: async (w) => ({ url: `/api/returns/${await returnOfA(w, 'received')}/close` }),
  },
  {
    method: 'DELETE',
    route: '/api/orders/delete-order/:id',
    expected: adminOnly(200),
    call: async () => ({ url: `/api/orders/delete-order/${(await makeOrder(t.db)).id}` }),
  },

  // The sandbox's hosted checkout: like a real provider's, its address is the capability.
  {
    method: 'GET',
    route: '/checkout/sandbox/:sessionId',
    expected: everyone(200),
    call: async (w) => ({ url: `/checkout/sandbox/${await checkoutOfA(w, false)}` }),
  },
  {
    method: 'POST',
    route: '/checkout/sandbox/:sessionId/pay',
    expected: everyone(303),
    call: async (w) => ({
      url: `/checkout/sandbox/${await checkoutOfA(w, false)}/pay`,
      payload: cardForm,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    method: 'POST',
    route: '/checkout/sandbox/:sessionId/delivery',
    expected: everyone(200),
    call: async (w) => ({
      url: `/checkout/sandbox/${await sharedCheckoutOfA(w)}/delivery`,
      payload: cardForm,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    method: 'GET',
    route: '/checkout/sandbox/assets/checkout.css',
    expected: everyone(200),
    call: () => ({ url: '/checkout/sandbox/assets/checkout.css' }),
  },

  // Images
  ...['/uploadImage', '/api/uploadImage'].map(
    (route): Row => ({
      method: 'POST',
      route,
      expected: signedIn(201),
      call: async () => ({ url: route, payload: { image: await tinyPng() } }),
    }),
  ),
  {
    method: 'GET',
    route: '/images/:id.webp',
    expected: everyone(200),
    call: (w) => ({ url: `/images/${w.imageId}.webp` }),
  },

  // The API's description and Swagger UI
  ...['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-initializer.js'].map(
    (route): Row => ({ method: 'GET', route, expected: everyone(200), call: () => ({ url: route }) }),
  ),
  {
    method: 'GET',
    route: '/api/docs/static/*',
    expected: everyone(200),
    call: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  {
    method: 'GET',
    route: '/api/docs/static/index.html',
    expected: everyone(302),
    call: () => ({ url: '/api/docs/static/index.html' }),
  },
];

const world = {} as World;
beforeAll(async () => {
  const [a, b, admin] = await Promise.all([
    makeSignedInUser(t.app, t.db, 'user'),
    makeSignedInUser(t.app, t.db, 'user'),
    makeSignedInUser(t.app, t.db, 'admin'),
  ]);
  const product = await makeProduct(t.db);
  await makeReview(t.db, { userId: a.user.id, productId: product.id });
  const order = await makeOrder(t.db, { userId: a.user.id, email: a.user.email });
  world.a = { id: a.user.id, email: a.user.email };
  world.cookies = { visitor: undefined, customerA: a.cookie, customerB: b.cookie, admin: admin.cookie };
  world.emails = { visitor: undefined, customerA: a.user.email, customerB: b.user.email, admin: admin.user.email };
  world.productId = product.id;
  world.orderOfA = order.id;
  world.imageId = (
    await storeImage(
      t.db,
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#3a3' } })
        .png()
        .toBuffer(),
      null,
    )
  ).id;
});

describe('access matrix', () => {
  const cases = MATRIX.flatMap((row) => PERSONAS.map((persona) => [row.method, row.route, persona, row] as const));

  it.each(cases)('%s %s as %s answers as the table says', async (method, _route, persona, row) => {
    const { url, payload, headers } = await row.call(world);
    const email = world.emails[persona];
    const cookie = row.endsTheSession && email ? await signIn(t.app, email) : world.cookies[persona];
    const res = await t.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(row.expected[persona]);
    if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
  });

  it('lists every route the app serves, and no route it does not', () => {
    const listed = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    expect([...registeredRoutes].filter((route) => !listed.has(route)).sort()).toEqual([]);
    expect([...listed].filter((route) => !registeredRoutes.has(route)).sort()).toEqual([]);
  });
});
