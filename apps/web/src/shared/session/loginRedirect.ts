// Where signing in leads: back to the page (and open cart) the visitor left, or home. Only same-site paths are followed.

export interface AfterLogin {
  to: string;
  state?: { openCart: true };
}

/** The login address that leads back to `from` (a path of this shop). */
export function loginPathBackTo(from: string): string {
  return `/login?${new URLSearchParams({ redirect: from })}`;
}

/** The login address for a visitor who wanted to check out from `from`: back there, with the cart open. */
export function loginPathBackToCart(from: string): string {
  return `${loginPathBackTo(from)}&cart=open`;
}

function isShopPath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function afterLogin(search: URLSearchParams): AfterLogin {
  const redirect = search.get('redirect');
  const to = isShopPath(redirect) ? redirect : '/';
  return search.get('cart') === 'open' ? { to, state: { openCart: true } } : { to };
}

export function opensCart(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { openCart?: unknown }).openCart === true;
}
