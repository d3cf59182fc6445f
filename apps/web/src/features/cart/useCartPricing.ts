// What the cart's figures come to: the kept code's or an automatic promotion's discount, the tax the shop works out
// when prices include it, and the goods after both, which delivery is priced for and added to.
import type { AppliedPromotion } from '@atelier/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectCart } from '../../shared/cart/cartSlice';
import { selectCoversAny } from '../../shared/shop/automaticPromotionsSlice';
import { selectPricesIncludeTax } from '../../shared/shop/clientConfigSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { linesToPrice, type PricedCart, useApplyDiscountCodeQuery } from './api';

/** The goods after any discount and the total with tax (in the shop's major units), and whether delivery is free. */
export interface CartGoods {
  subtotal: number;
  grandTotal: number;
  freeDelivery: boolean;
}

export interface CartPricing {
  /** What the discount takes off, or why the shop refuses the kept code. */
  discount: { data?: AppliedPromotion; error?: unknown };
  /**
   * When prices include tax: the shop's pricing of the cart, with the delivery shown once it is known, whose tax lines
   * say how much of the grand total is tax.
   */
  includedTax?: { priced: PricedCart | undefined };
  goods: CartGoods;
}

/**
 * Asked again whenever a line, the code or the destination (`shippingCountry`, whose tax applies) changes. Without a
 * code, an automatic promotion or prices including tax, the spec's figures stand as they are and nothing is asked.
 * When prices include tax and the cart shows a delivery method, the shop is asked once more with it: the VAT the cart
 * says it includes is then the goods' and delivery's, as the order will hold it.
 */
export function useCartPricing(shippingCountry?: string, deliveryMethod?: string): CartPricing {
  const cart = useAppSelector(selectCart);
  const empty = cart.products.length === 0;
  const automatic = useAppSelector(selectCoversAny(cart.products.map((line) => line.category)));
  const pricesIncludeTax = useAppSelector(selectPricesIncludeTax);
  const body = {
    ...(cart.discountCode ? { code: cart.discountCode } : {}),
    products: linesToPrice(cart.products),
    ...(shippingCountry ? { shippingCountry } : {}),
  };
  const asked = useApplyDiscountCodeQuery(!empty && (cart.discountCode || automatic || pricesIncludeTax) ? body : skipToken);
  const withDelivery = useApplyDiscountCodeQuery(
    !empty && pricesIncludeTax && shippingCountry && deliveryMethod ? { ...body, shippingMethod: deliveryMethod } : skipToken,
  );
  // A removed code shows nothing of what it last gave; an automatic promotion shows only what it takes off.
  const applies = (cart.discountCode || automatic) && (asked.data?.label ?? null) !== null;
  const discount = applies ? { data: asked.data, error: asked.error } : { error: cart.discountCode ? asked.error : undefined };
  const goodsPriced = asked.error ? undefined : asked.data;
  // Until the delivery's is known (or when it cannot be), the goods' VAT.
  const includedTax = pricesIncludeTax
    ? { priced: withDelivery.data && !withDelivery.error ? withDelivery.data : goodsPriced }
    : undefined;
  // A refused code takes nothing off.
  const applied = discount.error ? undefined : discount.data;
  const goods = applied
    ? {
        subtotal: Math.round((applied.subtotal - applied.discount) * 100) / 100,
        grandTotal: applied.total,
        freeDelivery: applied.shipping === 0,
      }
    : {
        subtotal: cart.totalPrice,
        grandTotal: pricesIncludeTax ? (goodsPriced?.total ?? cart.totalPrice) : cart.grandTotal,
        freeDelivery: false,
      };
  return { discount, includedTax, goods };
}
