import type { Product } from '@atelier/domain';
import { addToCart, selectCart } from '../../shared/cart/cartSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';

/**
 * Puts a product in the cart (once: a line already there is left as it is) and says what happened.
 * The cart is read on click, not subscribed to, so a cart change does not re-render every product card.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  return (product: Product) =>
    dispatch((_, getState) => {
      const alreadyInCart = selectCart(getState()).products.some((line) => line._id === product._id);
      dispatch(addToCart(product));
      if (alreadyInCart) toast.message(`${product.name} is already in your cart`);
      else toast.success(`${product.name} added to your cart`);
    });
}
