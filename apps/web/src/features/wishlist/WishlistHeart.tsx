// The heart on a product card and page: saves the product to the wishlist, or takes it off. While the shop answers it
// ignores presses but keeps the focus.
import { Heart } from 'lucide-react';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useWishlist } from './useWishlist';

interface WishlistHeartProps {
  productId: string;
  className?: string;
}

export function WishlistHeart({ productId, className = '' }: WishlistHeartProps) {
  const { saved, busy, toggle } = useWishlist(productId);
  const translate = useTranslate();
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? translate('wishlist.remove') : translate('wishlist.save')}
      title={saved ? translate('wishlist.remove') : translate('wishlist.save')}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : toggle}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-line bg-white/90 text-accent shadow-card transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:opacity-60 ${className}`}
    >
      <Heart size={20} aria-hidden="true" className={saved ? 'fill-accent' : ''} />
    </button>
  );
}
