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

/** True when the route exists: anything but a 404 naming the route itself. */
export async function routeExists(origin, method, path, headers = {}) {
  const res = await fetch(`${origin}${path}`, { method, headers });
  const body = await res.text();
  return !(res.status === 404 && body.includes('not found') && body.includes(`Route ${method}`));
}
