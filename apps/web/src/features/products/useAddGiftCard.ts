import type { Product } from '@atelier/domain';
import { addToCart, selectCart } from '../../shared/cart/cartSlice';
import { type GiftCardDetails, sameGift } from '../../shared/cart/giftLine';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useAppDispatch } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';

/** What a gift card line keeps of its product. */
export type GiftCardProduct = Pick<Product, '_id' | 'name' | 'image' | 'category' | 'color'>;

/**
 * Puts a gift card for one recipient in the cart, priced at its amount (once: the same gift already there is left as it
 * is), and says what happened.
 */
export function useAddGiftCard() {
  const dispatch = useAppDispatch();
  const translate = useTranslate();
  return (product: GiftCardProduct, gift: GiftCardDetails) =>
    dispatch((_, getState) => {
      const alreadyInCart = selectCart(getState()).products.some(
        (line) => line._id === product._id && sameGift(line.giftCard, gift),
      );
      const { _id, name, image, category, color } = product;
      dispatch(addToCart({ _id, name, image, category, color, price: gift.amount, giftCard: gift }));
      const named = { name, recipient: gift.recipientName };
      if (alreadyInCart) toast.message(translate('giftCard.buy.already', named));
      else toast.success(translate('giftCard.buy.added', named));
    });
}
