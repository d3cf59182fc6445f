import type { Product } from '@atelier/domain';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { showToast } from '../../app/toast';
import { addToCart, selectCart } from '../cart/cartSlice';

/** Puts a product in the cart (once: a line already there is left as it is) and says what happened. */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  return (product: Product) => {
    const alreadyInCart = cart.products.some((line) => line._id === product._id);
    dispatch(addToCart(product));
    if (alreadyInCart) showToast(`${product.name} is already in your cart`);
    else showToast(`${product.name} added to your cart`, { success: true });
  };
}
