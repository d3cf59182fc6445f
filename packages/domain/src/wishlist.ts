import { z } from 'zod';
import type { Product } from './products.ts';

/** The most products one wishlist holds. */
export const WISHLIST_MAX_PRODUCTS = 200;

/** A signed-in shopper's wishlist, newest first, each product at its price and stock now. */
export interface Wishlist {
  products: Product[];
}

/** The browser's wishlist, merged into the account at sign-in. */
export const wishlistMergeBody = z.object({
  productIds: z.array(z.string().max(64)).max(WISHLIST_MAX_PRODUCTS),
});
export type WishlistMergeBody = z.infer<typeof wishlistMergeBody>;
