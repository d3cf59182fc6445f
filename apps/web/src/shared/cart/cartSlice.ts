// The cart of SPEC §4: totals recomputed after every action; kept across reloads by the store.
import { cartTotals, type Product, TAX_RATE } from '@atelier/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type CartProduct = Pick<Product, '_id' | 'name' | 'price' | 'image' | 'category' | 'color'>;
export interface CartLine extends CartProduct {
  quantity: number;
}

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
      const { _id, name, price, image, category, color } = action.payload;
      if (!state.products.some((line) => line._id === _id)) {
        state.products.push({ _id, name, price, image, category, color, quantity: 1 });
      }
      recompute(state);
    },
    updateQuantity(state, action: PayloadAction<{ id: string; type: 'increment' | 'decrement' }>) {
      const line = state.products.find((l) => l._id === action.payload.id);
      if (line) {
        if (action.payload.type === 'increment') line.quantity += 1;
        else if (line.quantity > 1) line.quantity -= 1;
      }
      recompute(state);
    },
    removeFromCart(state, action: PayloadAction<{ id: string }>) {
      state.products = state.products.filter((line) => line._id !== action.payload.id);
      recompute(state);
    },
    clearCart() {
      return initialCartState;
    },
  },
});

export const { addToCart, updateQuantity, removeFromCart, clearCart } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
export const selectCart = (state: { cart: CartState }) => state.cart;
