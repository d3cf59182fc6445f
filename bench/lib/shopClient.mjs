// The few calls the bench makes as a shopper or an admin: sign-up, sign-in (limited per minute: once per run), a product.
export async function signIn(origin, email, password) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const { token, user } = await res.json();
  return { cookie: `token=${token}`, user };
}

export async function signUpAndIn(origin, email, password) {
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Bench Shopper', email, password }),
  });
  if (!res.ok) throw new Error(`sign-up as ${email} failed: ${res.status} ${await res.text()}`);
  return signIn(origin, email, password);
}

export async function newestProductId(origin) {
  const res = await fetch(`${origin}/api/products?limit=1`);
  const { products } = await res.json();
  return products[0]._id;
}

/**
 * Gives the second-newest product five pictures (its own first, then the first pictures of the next four) as an admin
 * would, and answers its page's path: a product page with more pictures than any of the demo's. Not the newest, whose
 * page is measured as the demo has it.
 */
export async function productPageWithFivePictures(origin, cookie) {
  const { products } = await (await fetch(`${origin}/api/products?limit=6`)).json();
  const [, product, ...others] = products;
  const images = [product, ...others.slice(0, 4)].map((shown) => ({ url: shown.image, alt: '' }));
  await updateProduct(origin, cookie, product._id, { images });
  return `/shop/${product._id}`;
}

/**
 * Sets a product's stock as an admin would, so the checkouts measured never run out of it: with the version it was
 * read at, as a change of stock must give.
 */
export async function restock(origin, cookie, productId, stock) {
  const { product } = await (await fetch(`${origin}/api/products/${productId}`)).json();
  return updateProduct(origin, cookie, productId, { stock, version: product.version });
}

/** Changes a product as the admin signed in with `cookie`, through the shop's own route. */
async function updateProduct(origin, cookie, productId, changes) {
  const res = await fetch(`${origin}/api/products/update-product/${productId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify(changes),
  });
  if (!res.ok) throw new Error(`updating product ${productId} failed: ${res.status} ${await res.text()}`);
}

/** True when the route exists: anything but a 404 naming the route itself. */
export async function routeExists(origin, method, path, headers = {}) {
  const res = await fetch(`${origin}${path}`, { method, headers });
  const body = await res.text();
  return !(res.status === 404 && body.includes('not found') && body.includes(`Route ${method}`));
}
