// The server-rendered pages a signed-in customer is sent: the same as every visitor's, with nothing of theirs in them
// (the browser adds the cart and the avatar), so one shared copy of each can serve everyone (docs/decisions/140).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, type Shop, startShop } from './support/shop.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

const SERVER_DATA = /<script type="application\/json" id="server-render">(.*?)<\/script>/s;

/**
 * A page as its markup and the data it hands the browser, without what differs between any two renderings: the data
 * layer's request ids and times, and the order in which its queries finished (the order of keys in the data).
 */
function rendering(html: string): { markup: string; data: unknown } {
  const marked = html.replace(/"requestId":"[^"]*"/g, '"requestId":""').replace(/"(\w+TimeStamp)":\d+/g, '"$1":0');
  return { markup: marked.replace(SERVER_DATA, ''), data: JSON.parse(SERVER_DATA.exec(marked)?.[1] ?? 'null') };
}

async function signIn(): Promise<{ token: string; username: string; email: string }> {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  expect(res.status).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { username: string; email: string } };
  return { token, ...user };
}

describe('pages rendered for a signed-in customer', () => {
  it('carry no email, name or token of theirs, and are the pages a visitor gets', async () => {
    const customer = await signIn();
    const { products } = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as {
      products: { _id: string; category: string }[];
    };
    const [product] = products;
    if (!product) throw new Error('the seeded shop has products');
    const paths = ['/', '/shop', `/shop/${product._id}`, `/categories/${product.category}`, '/search?q=dress'];
    for (const path of paths) {
      const signedIn = await fetch(`${shop.url}${path}`, { headers: { cookie: `token=${customer.token}` } });
      const html = await signedIn.text();
      expect(html, path).toContain('<div id="root"><');
      for (const personal of [customer.email, customer.username, customer.token]) expect(html, path).not.toContain(personal);
      expect(signedIn.headers.get('set-cookie'), path).toBeNull();
      const visitor = await (await fetch(`${shop.url}${path}`)).text();
      expect(rendering(visitor), path).toEqual(rendering(html));
    }
  });
});
