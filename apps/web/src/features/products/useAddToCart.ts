import type { Product, Size } from '@atelier/domain';
import { addToCart, selectCart } from '../../shared/cart/cartSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';

/** What the shop has of the product in that size (or of a one-size product). */
export function stockOf(product: Product, size?: Size): number {
  if (!size) return product.stock;
  return product.sizes.find((entry) => entry.size === size)?.stock ?? 0;
}

/**
 * Puts a product (in a size, for a sized one) in the cart (once: a line already there is left as it is) and says
 * what happened. The cart is read on click, not subscribed to, so a cart change does not re-render every product card.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  return (product: Product, size?: Size) =>
    dispatch((_, getState) => {
      const alreadyInCart = selectCart(getState()).products.some((line) => line._id === product._id && line.size === size);
      const named = size ? `${product.name} (${size})` : product.name;
      dispatch(addToCart({ ...product, ...(size ? { size } : {}), stock: stockOf(product, size) }));
      if (alreadyInCart) toast.message(`${named} is already in your cart`);
      else toast.success(`${named} added to your cart`);
    });
}
