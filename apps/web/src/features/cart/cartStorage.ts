// Keeps the cart across reloads in localStorage; a damaged entry starts an empty cart.
import { type CartLine, type CartState, cartTotalsOf, initialCartState } from '../../shared/cart/cartSlice';
import type { AppStore } from '../../shared/store/storeTypes';

export const CART_STORAGE_KEY = 'cart';

export function loadStoredCart(): CartState {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return initialCartState;
    const { products, discountCode } = JSON.parse(raw) as { products?: CartLine[]; discountCode?: unknown };
    if (!Array.isArray(products)) return initialCartState;
    const valid = products.filter(
      (l) => typeof l?._id === 'string' && typeof l.price === 'number' && Number.isInteger(l.quantity) && l.quantity >= 1,
    );
    const code = typeof discountCode === 'string' && discountCode !== '' ? { discountCode } : {};
    return { ...initialCartState, products: valid, ...cartTotalsOf(valid, initialCartState.taxRate), ...code };
  } catch {
    return initialCartState;
  }
}

export function storeCart(cart: CartState): void {
  try {
    const code = cart.discountCode ? { discountCode: cart.discountCode } : {};
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ products: cart.products, ...code }));
  } catch {
    // Private browsing or a full quota: the cart still works for this visit.
  }
}

/** Writes the cart to localStorage whenever it changes. */
export function keepCartStored(store: AppStore): void {
  let storedCart = store.getState().cart;
  store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart !== storedCart) {
      storedCart = cart;
      storeCart(cart);
    }
  });
}
