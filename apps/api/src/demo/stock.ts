// The demo catalog's stock: every dress in sizes, some sizes sold out, one product sold out entirely and a few
// running low, so the shop and its dashboard show every state.
import { SIZES, type SizeStock } from '@atelier/domain';
import { stockOfSizes } from '../features/stock/index.ts';
import type { DemoProduct } from './demoProducts.ts';

/** Sold out in every size: the demo's sold-out product. */
export const SOLD_OUT_DEMO_PRODUCT = 'Emerald Drop Earrings';

export interface DemoStock {
  stock: number;
  sizes: SizeStock[];
}

/** Per size, smallest first; a 0 is a sold-out size. Dresses take the patterns in turn. */
const DRESS_SIZE_PATTERNS = [
  [0, 4, 7, 5, 2],
  [3, 6, 8, 0, 1],
  [2, 5, 9, 6, 3],
  [0, 0, 3, 4, 2],
];

export function demoStock(product: DemoProduct, index: number): DemoStock {
  if (product.name === SOLD_OUT_DEMO_PRODUCT) return { stock: 0, sizes: [] };
  if (product.category === 'dress') {
    const pattern = DRESS_SIZE_PATTERNS[index % DRESS_SIZE_PATTERNS.length] ?? [];
    const sizes = SIZES.map((size, i) => ({ size, stock: pattern[i] ?? 0 }));
    return { stock: stockOfSizes(sizes), sizes };
  }
  // From 1 (low) to 23, spread over the catalog.
  return { stock: 1 + ((index * 7) % 23), sizes: [] };
}
