// Under the edit form of a product shown with a "was" price: the lowest price its page will show beside it once saved
// (the lowest of the 30 days before a price takes effect), so the admin knows before saving.
import { lowestPriceText, type Product } from '@atelier/domain';
import { selectCurrency } from '../../shared/shop/clientConfigSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useGetPriceHistoryQuery } from './api';

interface LowestPriceNoteProps {
  product: Product;
  /** The price typed in the form, as text. */
  typedPrice: string;
}

export function LowestPriceNote({ product, typedPrice }: LowestPriceNoteProps) {
  const currency = useAppSelector(selectCurrency);
  const { data } = useGetPriceHistoryQuery(product._id, { skip: product.oldPrice === undefined });
  if (product.oldPrice === undefined || !data) return null;
  const priceChanges = Number(typedPrice) !== product.price;
  const lowest = priceChanges ? data.lowestPriceIfChangedNow : data.lowestPrice30Days;
  return (
    <p className="mt-4 rounded-md bg-cream px-4 py-3 text-sm text-ink">
      {lowest === null
        ? 'The product page shows no lowest price beside the "was" price: the product had no other price in the 30 days before.'
        : `${priceChanges ? 'Once saved, the' : 'The'} product page shows "${lowestPriceText(lowest, currency)}" beside the "was" price.`}
    </p>
  );
}
