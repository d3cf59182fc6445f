import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartProduct,
  cartReducer,
  clearCart,
  initialCartState,
  lowerToStock,
  refillCart,
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

  describe('sizes and stock', () => {
    const dress: CartProduct = { ...scarf, _id: 'd1', name: 'Wrap dress', category: 'dress', stock: 2 };

    it('keeps a line per size, adding an existing size leaving it unchanged', () => {
      const state = cartWith({ ...dress, size: 'S' }, { ...dress, size: 'M' }, { ...dress, size: 'S' });
      expect(state.products.map((l) => [l.size, l.quantity])).toEqual([
        ['S', 1],
        ['M', 1],
      ]);
    });

    it('changes and removes one size without touching the other', () => {
      let state = cartWith({ ...dress, size: 'S' }, { ...dress, size: 'M', stock: 5 });
      state = cartReducer(state, updateQuantity({ id: 'd1', size: 'M', type: 'increment' }));
      state = cartReducer(state, removeFromCart({ id: 'd1', size: 'S' }));
      expect(state.products.map((l) => [l.size, l.quantity])).toEqual([['M', 2]]);
    });

    it('never raises a line above the stock the shop last reported', () => {
      let state = cartWith({ ...dress, size: 'S' });
      for (let i = 0; i < 3; i += 1) state = cartReducer(state, updateQuantity({ id: 'd1', size: 'S', type: 'increment' }));
      expect(state.products[0]?.quantity).toBe(2);
    });

    it('lowers a short line to what checkout found available, never below 1', () => {
      let state = cartWith({ ...scarf, stock: 9 }, ring);
      for (let i = 0; i < 4; i += 1) state = cartReducer(state, updateQuantity({ id: 'p1', type: 'increment' }));
      state = cartReducer(state, lowerToStock({ id: 'p1', available: 3 }));
      expect(state.products[0]).toMatchObject({ quantity: 3, stock: 3 });
      expect(state.totalPrice).toBe(240.5);
      state = cartReducer(state, updateQuantity({ id: 'p1', type: 'increment' }));
      expect(state.products[0]?.quantity).toBe(3);
    });
  });

  it('refills lines from a reminder in place of the same lines, keeping the others, with the totals worked out again', () => {
    const state = cartReducer(
      cartWith(scarf, ring),
      refillCart([
        { ...scarf, quantity: 3, stock: 5 },
        { ...ring, _id: 'p3', size: 'M', quantity: 1 },
      ]),
    );
    expect(state.products.map((line) => [line._id, line.size, line.quantity])).toEqual([
      ['p2', undefined, 1],
      ['p1', undefined, 3],
      ['p3', 'M', 1],
    ]);
    expect(state.selectedItems).toBe(5);
    expect(state.totalPrice).toBe(361);
  });

  describe('gift cards', () => {
    const giftCard: CartProduct = { ...scarf, _id: 'g1', name: 'Gift card', price: 50 };
    const forAnna = { amount: 50, recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'Happy birthday' };
    const forBen = { amount: 50, recipientName: 'Ben', recipientEmail: 'ben@example.com' };

    it('keeps a line per recipient of one gift card product, the same gift twice staying one line', () => {
      const state = cartWith(
        { ...giftCard, giftCard: forAnna },
        { ...giftCard, giftCard: forBen },
        { ...giftCard, giftCard: { ...forAnna, recipientEmail: 'ANNA@example.com' } },
      );
      expect(state.products.map((line) => [line.giftCard?.recipientName, line.quantity])).toEqual([
        ['Anna', 1],
        ['Ben', 1],
      ]);
    });

    it('changes and removes one recipient’s line without touching the other', () => {
      let state = cartWith({ ...giftCard, giftCard: forAnna }, { ...giftCard, giftCard: forBen });
      state = cartReducer(state, updateQuantity({ id: 'g1', giftCard: forBen, type: 'increment' }));
      state = cartReducer(state, removeFromCart({ id: 'g1', giftCard: forAnna }));
      expect(state.products.map((line) => [line.giftCard?.recipientName, line.quantity])).toEqual([['Ben', 2]]);
    });

    it('adds no tax for a gift card line, while the other lines keep theirs', () => {
      const state = cartWith(scarf, { ...giftCard, giftCard: forAnna });
      expect(state.selectedItems).toBe(2);
      expect(state.totalPrice).toBe(90);
      expect(state.tax).toBe(2);
      expect(state.grandTotal).toBe(92);
    });
  });
});
