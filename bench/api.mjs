// Part 1: the shop's API under load, next to a bare Fastify hello-world on the same machine.

import { maxPriceAboveAll } from './lib/database.mjs';
import { helloWorldUnderLoad, underLoad } from './lib/load.mjs';
import { ADMIN } from './lib/processes.mjs';
import { newestProductId, restock, routeExists, signIn, signUpAndIn } from './lib/shopClient.mjs';

// Browsers always offer compression; the shop's answers are measured as a browser receives them.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** More customers than connections, so one with no checkout in flight is always free for the next request. */
const CHECKOUT_CUSTOMERS = 100;

/** `count` new customers, signed in, ten at a time. */
async function signUpCustomers(origin, count) {
  const customers = [];
  const stamp = Date.now();
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) =>
      signUpAndIn(origin, `shopper-${stamp}-${i + j}@bench.test`, 'bench-shopper-password'),
    );
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

export const LISTING_PATH = '/api/products?category=dress&color=black&page=3&limit=8';

async function endpoints(origin) {
  const admin = await signIn(origin, ADMIN.email, ADMIN.password);
  const customers = await signUpCustomers(origin, CHECKOUT_CUSTOMERS);
  const productId = await newestProductId(origin);
  // Each customer's open checkout holds two: more than the demo gives any piece.
  await restock(origin, admin.cookie, productId, 1_000_000);
  // Made before the load, so the load's own process spends nothing on them.
  const checkouts = customers.map((customer) => ({
    cookie: customer.cookie,
    body: JSON.stringify({ products: [{ _id: productId, quantity: 2 }], userId: customer.user._id }),
  }));
  let uncached = 0;
  // Customers with no checkout in flight: each request takes one and gives it back with its answer, so no account
  // ever has two being opened (the shop answers 409 to the second).
  const idle = [...checkouts];
  return [
    { name: 'listing', path: LISTING_PATH },
    { name: 'product detail', path: `/api/products/${productId}` },
    { name: 'admin stats', path: '/api/stats/admin-stats', headers: { cookie: admin.cookie } },
    {
      name: 'create checkout session',
      path: '/api/orders/create-checkout-session',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Each request as a customer with none in flight: one account keeps one checkout open and opens one at a time.
      requests: [
        {
          setupRequest: (req, context) => {
            context.customer = idle.shift();
            const { cookie, body } = context.customer;
            return { ...req, headers: { ...req.headers, cookie }, body };
          },
          onResponse: (_status, _body, context) => idle.push(context.customer),
        },
      ],
    },
    // Last: the backlog it leaves in the database pool must not slow the others down.
    {
      name: 'listing, every answer from the database',
      path: LISTING_PATH,
      // Each request a different filter (a price bound above every product's: the same page), so none is answered
      // from a copy; an unknown parameter would not do, the copies are keyed on the known ones.
      requests: [
        {
          setupRequest: (req) => {
            uncached += 1;
            return { ...req, path: `${LISTING_PATH}&maxPrice=${maxPriceAboveAll(uncached)}` };
          },
        },
      ],
    },
  ];
}

export async function apiUnderLoad(origin) {
  const ceiling = await helloWorldUnderLoad();
  const results = [{ name: 'hello-world (ceiling)', path: '/', ...ceiling, ratio: 1 }];
  for (const endpoint of await endpoints(origin)) {
    const { name, path, method = 'GET', headers = {}, ...rest } = endpoint;
    if (!(await routeExists(origin, method, path.split('?')[0], headers))) {
      console.log(`  ${name}: missing (${method} ${path} answers 404)`);
      results.push({ name, path, missing: true });
      continue;
    }
    const figures = await underLoad({ url: `${origin}${path}`, method, headers: { ...BROWSER_HEADERS, ...headers }, ...rest });
    const ratio = Math.round((figures.requestsPerSecond / ceiling.requestsPerSecond) * 1000) / 1000;
    console.log(
      `  ${name}: ${figures.requestsPerSecond} req/s (${ratio} of hello-world), p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}`,
    );
    results.push({ name, path, method, ...figures, ratio });
  }
  return results;
}
