// What the cart asks the shop: the discount a code gives this cart, priced by the shop (POST /api/promotions/apply).
import type { AppliedPromotion, ApplyPromotionBody } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';
import type { CartLine } from '../../shared/cart/cartSlice';
import type { TaxedTotals } from '../../shared/shop/includedTax';

/** What the cart asks: its lines, a code, and where it ships when known (the tax is the destination's). */
export type PriceCartBody = ApplyPromotionBody & { shippingCountry?: string };
/** The shop's pricing of the cart: the discount chosen, and the tax it holds or adds. */
export type PricedCart = AppliedPromotion & TaxedTotals;

export const cartApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    // A query, though sent by POST: it changes nothing, and asks again whenever the cart's lines change.
    applyDiscountCode: b.query<PricedCart, PriceCartBody>({
      query: (body) => ({ url: 'api/promotions/apply', method: 'POST', body }),
    }),
    // A line keeps the name it was put in the cart with; a page in another language asks the product's name in its own.
    cartProductName: b.query<string, string>({
      query: (productId) => `api/products/${encodeURIComponent(productId)}`,
      transformResponse: (answer: { product: { name: string } }) => answer.product.name,
    }),
  }),
});

export const { useApplyDiscountCodeQuery, useLazyApplyDiscountCodeQuery, useCartProductNameQuery } = cartApi;

/** The cart's lines as the shop prices them: product, quantity, and size or gift card only. */
export function linesToPrice(lines: readonly CartLine[]): ApplyPromotionBody['products'] {
  return lines.map((line) => ({
    _id: line._id,
    quantity: line.quantity,
    ...(line.size ? { size: line.size } : {}),
    ...(line.giftCard ? { giftCard: line.giftCard } : {}),
  }));
}
