// The cart of SPEC §4: totals recomputed after every action; kept across reloads by the store. A line is a product in
// one size (or a one-size product); SPEC §4's rules hold per line.
import { cartTotals, type Product, type Size, TAX_RATE } from '@atelier/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type CartProduct = Pick<Product, '_id' | 'name' | 'price' | 'image' | 'category' | 'color'> & {
  /** Only for a sized product. */
  size?: Size;
  /** What the shop last said it has of this product (in this size): plus never goes above it. */
  stock?: number;
};
export interface CartLine extends CartProduct {
  quantity: number;
}

/** Which line an action is for: the product, and its size when it has one. */
export interface LineKey {
  id: string;
  size?: Size;
}

const isLine = (line: CartLine, { id, size }: LineKey) => line._id === id && line.size === size;

/** Plus stops here: the stock the shop last reported, when it reported one. */
export const atStock = (line: CartLine) => line.stock !== undefined && line.quantity >= line.stock;

export interface CartState {
  products: CartLine[];
  selectedItems: number;
  totalPrice: number;
  tax: number;
  taxRate: number;
  grandTotal: number;
}

export const initialCartState: CartState = {
  products: [],
  selectedItems: 0,
  totalPrice: 0,
  tax: 0,
  taxRate: TAX_RATE,
  grandTotal: 0,
};

function recompute(state: CartState) {
  Object.assign(state, cartTotals(state.products, state.taxRate));
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addToCart(state, action: PayloadAction<CartProduct>) {
      const { _id, name, price, image, category, color, size, stock } = action.payload;
      if (!state.products.some((line) => isLine(line, { id: _id, size }))) {
        state.products.push({
          _id,
          name,
          price,
          image,
          category,
          color,
          ...(size ? { size } : {}),
          ...(stock === undefined ? {} : { stock }),
          quantity: 1,
        });
      }
      recompute(state);
    },
    updateQuantity(state, action: PayloadAction<LineKey & { type: 'increment' | 'decrement' }>) {
      const line = state.products.find((l) => isLine(l, action.payload));
      if (line) {
        if (action.payload.type === 'increment') {
          if (!atStock(line)) line.quantity += 1;
        } else if (line.quantity > 1) line.quantity -= 1;
      }
      recompute(state);
    },
    /** Checkout found less in stock than the line asks for: the line remembers it and comes down to it. */
    lowerToStock(state, action: PayloadAction<LineKey & { available: number }>) {
      const line = state.products.find((l) => isLine(l, action.payload));
      if (line) {
        line.stock = action.payload.available;
        line.quantity = Math.max(1, Math.min(line.quantity, action.payload.available));
      }
      recompute(state);
    },
    removeFromCart(state, action: PayloadAction<LineKey>) {
      state.products = state.products.filter((line) => !isLine(line, action.payload));
      recompute(state);
    },
    clearCart() {
      return initialCartState;
    },
  },
});

export const { addToCart, updateQuantity, lowerToStock, removeFromCart, clearCart } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
export const selectCart = (state: { cart: CartState }) => state.cart;
