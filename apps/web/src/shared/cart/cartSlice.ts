// The cart of SPEC §4: totals recomputed after every action; kept across reloads by the store. A line is a product in
// one size (or a one-size product), or a gift card for one recipient; SPEC §4's rules hold per line.
import { cartTotals, type Product, type Size, TAX_RATE, toCents, toDollars } from '@atelier/domain';
import type { Action } from 'redux';
import { type GiftCardDetails, sameGift } from './giftLine';

export type CartProduct = Pick<Product, '_id' | 'name' | 'price' | 'image' | 'category' | 'color'> & {
  /** Only for a sized product. */
  size?: Size;
  /** What the shop last said it has of this product (in this size): plus never goes above it. */
  stock?: number;
  /** Only for a gift card: its amount (the line's price) and recipient. It carries no tax when sold. */
  giftCard?: GiftCardDetails;
};
export interface CartLine extends CartProduct {
  quantity: number;
}

/** Which line an action is for: the product, and its size or its gift card's details when it has them. */
export interface LineKey {
  id: string;
  size?: Size;
  giftCard?: GiftCardDetails;
}

const isLine = (line: CartLine, { id, size, giftCard }: LineKey) =>
  line._id === id && line.size === size && sameGift(line.giftCard, giftCard);

/** The key of a line, for the actions on it. */
export const keyOf = (line: CartProduct): LineKey => ({
  id: line._id,
  ...(line.size ? { size: line.size } : {}),
  ...(line.giftCard ? { giftCard: line.giftCard } : {}),
});

/** Plus stops here: the stock the shop last reported, when it reported one. */
export const atStock = (line: CartLine) => line.stock !== undefined && line.quantity >= line.stock;

export interface CartState {
  products: CartLine[];
  selectedItems: number;
  totalPrice: number;
  tax: number;
  taxRate: number;
  grandTotal: number;
  /** The discount code the shopper applied, kept with the cart until removed; checkout sends it as `code`. */
  discountCode?: string;
  /** Gift card codes the shop accepted, in the order they are spent; checkout sends them as `giftCards`. Never stored. */
  giftCardCodes?: string[];
  /** The signed-in customer spends their store credit at checkout. */
  useStoreCredit?: boolean;
}

export const initialCartState: CartState = {
  products: [],
  selectedItems: 0,
  totalPrice: 0,
  tax: 0,
  taxRate: TAX_RATE,
  grandTotal: 0,
};

/** SPEC §4's totals, except that a gift card line adds no tax: it is money kept for later, taxed when spent. */
export function cartTotalsOf(products: readonly CartLine[], taxRate: number) {
  const all = cartTotals(products, taxRate);
  if (!products.some((line) => line.giftCard)) return all;
  const { tax } = cartTotals(
    products.filter((line) => !line.giftCard),
    taxRate,
  );
  return { ...all, tax, grandTotal: toDollars(toCents(all.totalPrice) + toCents(tax)) };
}

/** The cart with these lines and their totals. */
function withLines(state: CartState, products: CartLine[]): CartState {
  return { ...state, products, ...cartTotalsOf(products, state.taxRate) };
}

/** The cart with the line `key` replaced by `change(line)`, or unchanged when it has no such line. */
function withLine(state: CartState, key: LineKey, change: (line: CartLine) => CartLine): CartState {
  const line = state.products.find((l) => isLine(l, key));
  if (!line) return state;
  const changed = change(line);
  return changed === line
    ? state
    : withLines(
        state,
        state.products.map((other) => (other === line ? changed : other)),
      );
}

// Plain action creators and reducer rather than RTK's createSlice: the cart is part of the storefront's first
// download, which does not carry Redux Toolkit (docs/decisions/152).
export const addToCart = (payload: CartProduct) => ({ type: 'cart/addToCart' as const, payload });
export const updateQuantity = (payload: LineKey & { type: 'increment' | 'decrement' }) => ({
  type: 'cart/updateQuantity' as const,
  payload,
});
/** Checkout found less in stock than the line asks for: the line remembers it and comes down to it. */
export const lowerToStock = (payload: LineKey & { available: number }) => ({ type: 'cart/lowerToStock' as const, payload });
export const removeFromCart = (payload: LineKey) => ({ type: 'cart/removeFromCart' as const, payload });
/** The lines a checkout reminder's link names, as the shop has them now: each takes the place of the cart's line for it. */
export const refillCart = (payload: CartLine[]) => ({ type: 'cart/refillCart' as const, payload });
export const clearCart = () => ({ type: 'cart/clearCart' as const, payload: undefined });
/** A code the shop accepted for this cart; none removes it. */
export const setDiscountCode = (payload: string | undefined) => ({ type: 'cart/setDiscountCode' as const, payload });
/** The gift cards the cart spends; none drops them. */
export const setGiftCardCodes = (payload: string[]) => ({ type: 'cart/setGiftCardCodes' as const, payload });
export const setUseStoreCredit = (payload: boolean) => ({ type: 'cart/setUseStoreCredit' as const, payload });

type CartAction = ReturnType<
  | typeof addToCart
  | typeof updateQuantity
  | typeof lowerToStock
  | typeof removeFromCart
  | typeof refillCart
  | typeof clearCart
  | typeof setDiscountCode
  | typeof setGiftCardCodes
  | typeof setUseStoreCredit
>;

export function cartReducer(state: CartState = initialCartState, anyAction: Action): CartState {
  const action = anyAction as CartAction;
  switch (action.type) {
    case 'cart/addToCart': {
      const { _id, name, price, image, category, color, size, stock, giftCard } = action.payload;
      if (state.products.some((line) => isLine(line, keyOf(action.payload)))) return state;
      const line: CartLine = {
        _id,
        name,
        price,
        image,
        category,
        color,
        ...(size ? { size } : {}),
        ...(stock === undefined ? {} : { stock }),
        ...(giftCard ? { giftCard } : {}),
        quantity: 1,
      };
      return withLines(state, [...state.products, line]);
    }
    case 'cart/updateQuantity':
      return withLine(state, action.payload, (line) => {
        if (action.payload.type === 'increment') return atStock(line) ? line : { ...line, quantity: line.quantity + 1 };
        return line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : line;
      });
    case 'cart/lowerToStock': {
      const { available } = action.payload;
      return withLine(state, action.payload, (line) => ({
        ...line,
        stock: available,
        quantity: Math.max(1, Math.min(line.quantity, available)),
      }));
    }
    case 'cart/removeFromCart':
      return withLines(
        state,
        state.products.filter((line) => !isLine(line, action.payload)),
      );
    case 'cart/refillCart': {
      const refilled = action.payload;
      const kept = state.products.filter((line) => !refilled.some((other) => isLine(line, keyOf(other))));
      return withLines(state, [...kept, ...refilled]);
    }
    case 'cart/clearCart':
      return initialCartState;
    case 'cart/setDiscountCode': {
      const { discountCode: _removed, ...rest } = state;
      return action.payload ? { ...rest, discountCode: action.payload } : rest;
    }
    case 'cart/setGiftCardCodes': {
      const { giftCardCodes: _removed, ...rest } = state;
      return action.payload.length > 0 ? { ...rest, giftCardCodes: action.payload } : rest;
    }
    case 'cart/setUseStoreCredit': {
      const { useStoreCredit: _removed, ...rest } = state;
      return action.payload ? { ...rest, useStoreCredit: true } : rest;
    }
    default:
      return state;
  }
}

export const selectCart = (state: { cart: CartState }) => state.cart;
