import type { Product, Size } from '@atelier/domain';
import { addToCart, selectCart } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
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
  const translate = useTranslate();
  return (product: Product, size?: Size) =>
    dispatch((_, getState) => {
      const alreadyInCart = selectCart(getState()).products.some((line) => line._id === product._id && line.size === size);
      const named = { name: size ? `${product.name} (${size})` : product.name };
      const { giftCard: _offer, ...sold } = product;
      dispatch(addToCart({ ...sold, ...(size ? { size } : {}), stock: stockOf(product, size) }));
      if (alreadyInCart) toast.message(translate('product.alreadyInCart', named));
      else toast.success(translate('product.added', named));
    });
}
