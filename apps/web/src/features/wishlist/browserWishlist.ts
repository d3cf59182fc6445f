// A visitor's wishlist, kept in the browser (localStorage) until they sign in and it joins their account.
import { WISHLIST_MAX_PRODUCTS } from '@atelier/domain';

export const WISHLIST_STORAGE_KEY = 'wishlist';
const NOTHING: readonly string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: NOTHING };

/** The product ids saved in this browser, the last saved first; a damaged entry reads as none. */
export function browserWishlist(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return NOTHING;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: readonly string[] = NOTHING;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    ids = NOTHING;
  }
  cached = { raw, ids };
  return ids;
}

function store(ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids.slice(0, WISHLIST_MAX_PRODUCTS)));
  } catch {
    // Private browsing or a full quota: the heart still answers for this page.
  }
  for (const listener of listeners) listener();
}

export function toggleInBrowserWishlist(productId: string): void {
  const ids = browserWishlist();
  store(ids.includes(productId) ? ids.filter((id) => id !== productId) : [productId, ...ids]);
}

export function clearBrowserWishlist(): void {
  store(NOTHING);
}

/** For useSyncExternalStore: told when this tab changes the list, or another tab does. */
export function subscribeToBrowserWishlist(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const noBrowserWishlist = () => NOTHING;
