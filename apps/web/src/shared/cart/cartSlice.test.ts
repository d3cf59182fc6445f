import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartProduct,
  cartReducer,
  clearCart,
  initialCartState,
  removeFromCart,
  updateQuantity,
} from './cartSlice';

const scarf: CartProduct = {
  _id: 'p1',
  name: 'Silk scarf',
  price: 40,
  image: '/images/1.webp',
  category: 'accessories',
  color: 'red',
};
const ring: CartProduct = {
  _id: 'p2',
  name: 'Gold ring',
  price: 120.5,
  image: '/images/2.webp',
  category: 'jewellery',
  color: 'gold',
};

function cartWith(...products: CartProduct[]) {
  return products.reduce((state, p) => cartReducer(state, addToCart(p)), initialCartState);
}

describe('cart', () => {
  it('starts empty with all totals 0 and a 5% tax rate', () => {
    expect(initialCartState).toEqual({ products: [], selectedItems: 0, totalPrice: 0, tax: 0, taxRate: 0.05, grandTotal: 0 });
  });

  it('adds a product once with quantity 1 and leaves an existing line unchanged', () => {
    let state = cartWith(scarf);
    state = cartReducer(state, updateQuantity({ id: 'p1', type: 'increment' }));
    state = cartReducer(state, addToCart(scarf));
    expect(state.products).toHaveLength(1);
    expect(state.products[0]?.quantity).toBe(2);
  });

  it('recomputes items, total, tax and grand total after every action', () => {
    let state = cartWith(scarf, ring);
    state = cartReducer(state, updateQuantity({ id: 'p1', type: 'increment' }));
    expect(state.selectedItems).toBe(3);
    expect(state.totalPrice).toBeCloseTo(200.5);
    expect(state.tax).toBeCloseTo(10.025);
    expect(state.grandTotal).toBeCloseTo(210.525);
  });

  it('never lets a quantity drop below 1', () => {
    let state = cartWith(scarf);
    state = cartReducer(state, updateQuantity({ id: 'p1', type: 'decrement' }));
    expect(state.products[0]?.quantity).toBe(1);
    expect(state.totalPrice).toBe(40);
  });

  it('removes a line and its share of the totals', () => {
    const state = cartReducer(cartWith(scarf, ring), removeFromCart({ id: 'p2' }));
    expect(state.products.map((l) => l._id)).toEqual(['p1']);
    expect(state.grandTotal).toBeCloseTo(42);
  });

  it('clearCart empties the products and zeroes every total', () => {
    const state = cartReducer(cartWith(scarf, ring), clearCart());
    expect(state).toEqual(initialCartState);
  });
});
