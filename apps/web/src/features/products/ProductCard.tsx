import { PRODUCT_IMAGE_SIZES, type Product } from '@atelier/domain';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { Price } from '../../components/Price';
import { ProductImage } from '../../components/ProductImage';
import { Stars } from '../../components/Stars';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useProductExtras } from '../../shared/productExtras';
import { PromotionLabel } from './PromotionLabel';
import { useAddToCart } from './useAddToCart';

const CARD_BUTTON = `relative mt-auto ${buttonClasses({ variant: 'secondary', size: 'sm' })}`;

interface ProductCardProps {
  product: Product;
  /** The card shows in the first screenful: its image loads at once. */
  aboveFold?: boolean;
}

export function ProductCard({ product, aboveFold = false }: ProductCardProps) {
  const addToCart = useAddToCart();
  const translate = useTranslate();
  const { SaveButton } = useProductExtras();
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-card">
        <ProductImage
          src={product.image}
          alt={product.name}
          eager={aboveFold}
          sizes={PRODUCT_IMAGE_SIZES.card}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {/* Above the link that covers the card, so a tap on the heart saves rather than opens. */}
        {SaveButton && <SaveButton productId={product._id} className="absolute top-2 right-2 z-10" />}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-3">
        <h3 className="font-sans text-sm font-medium leading-snug text-ink sm:text-base">
          {/* The link covers the whole card, so the picture opens the product too. */}
          <Link to={`/shop/${product._id}`} className="after:absolute after:inset-0 hover:underline hover:underline-offset-4">
            {product.name}
          </Link>
        </h3>
        {(product.colors ?? 0) > 1 && (
          <p className="text-xs text-muted">{translate('product.colours', { count: product.colors })}</p>
        )}
        <Stars rating={product.rating} size={14} />
        <Price price={product.price} oldPrice={product.oldPrice} className="text-sm sm:text-base" />
        <PromotionLabel category={product.category} className="text-xs" />
        {product.stock === 0 ? (
          <button type="button" disabled className={`${CARD_BUTTON} cursor-not-allowed opacity-60`}>
            {translate('product.soldOut')}
            <span className="sr-only">{translate('product.forName', { name: product.name })}</span>
          </button>
        ) : product.sizes.length > 0 ? (
          // A sized product is never added without its size: the shopper chooses it on the product page.
          <Link to={`/shop/${product._id}`} className={CARD_BUTTON}>
            <ShoppingBag size={16} aria-hidden="true" />
            {translate('product.chooseSize')}
            <span className="sr-only">{translate('product.forName', { name: product.name })}</span>
          </Link>
        ) : (
          <button type="button" onClick={() => addToCart(product)} className={CARD_BUTTON}>
            <ShoppingBag size={16} aria-hidden="true" />
            {translate('product.addToCart')}
            <span className="sr-only">{translate('product.forName', { name: product.name })}</span>
          </button>
        )}
      </div>
    </article>
  );
}
