import { describe, expect, it } from 'vitest';
import { addToCart, cartReducer, initialCartState } from '../../shared/cart/cartSlice';
import { CART_STORAGE_KEY, loadStoredCart, storeCart } from './cartStorage';

describe('cart storage', () => {
  it('brings back the lines and totals stored before a reload', () => {
    const cart = cartReducer(
      initialCartState,
      addToCart({ _id: 'p1', name: 'Scarf', price: 40, image: '', category: 'accessories', color: 'red' }),
    );
    storeCart(cart);
    expect(loadStoredCart()).toEqual(cart);
  });

  it('starts an empty cart when the stored entry is damaged', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(loadStoredCart()).toEqual(initialCartState);
  });
});
