// The shop address a checkout reminder links to: it names the checkout's lines, and the web app's /cart page reads
// them back into the cart. Only ids, quantities and sizes travel: names and prices are read from the shop when opened.
import { MAX_CART_LINES, MAX_LINE_QUANTITY, SIZES, type Size } from './constants.ts';

export interface RefillLine {
  productId: string;
  quantity: number;
  size: Size | null;
}

export const CART_REFILL_PATH = '/cart';

/** `/cart?item=<productId>.<quantity>[.<size>]&item=…` */
export function cartRefillPath(lines: readonly RefillLine[]): string {
  const items = lines.map(({ productId, quantity, size }) => `item=${[productId, quantity, ...(size ? [size] : [])].join('.')}`);
  return `${CART_REFILL_PATH}?${items.join('&')}`;
}

const ITEM = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,2})(?:\.([A-Z]{1,2}))?$/i;

/** The lines an address names; an item that is not well formed is left out, and so is a second line for one item. */
export function readCartRefill(search: URLSearchParams): RefillLine[] {
  const lines: RefillLine[] = [];
  for (const item of search.getAll('item').slice(0, MAX_CART_LINES)) {
    const [, productId = '', count = '', size] = ITEM.exec(item) ?? [];
    const quantity = Number(count);
    const known = size === undefined || (SIZES as readonly string[]).includes(size);
    if (!productId || !known || quantity < 1 || quantity > MAX_LINE_QUANTITY) continue;
    const line = { productId: productId.toLowerCase(), quantity, size: (size as Size | undefined) ?? null };
    if (!lines.some((other) => other.productId === line.productId && other.size === line.size)) lines.push(line);
  }
  return lines;
}
