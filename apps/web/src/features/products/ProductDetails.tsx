// The top of a product page: its pictures beside its name, its other colours, price, rating, facts, the size picker of a sized product,
// what is left, and the add-to-cart button; a gift card's page asks its amount and recipient instead.
import type { Product, ProductSibling, ProductWithImages, Size } from '@atelier/domain';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Price } from '../../components/Price';
import { Stars } from '../../components/Stars';
import { withCatalogueAreas } from '../../shared/i18n/pageI18n';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useProductExtras } from '../../shared/productExtras';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { ColourSwatches } from './ColourSwatches';
import { ProductGallery } from './ProductGallery';
import { PromotionLabel } from './PromotionLabel';
import { SizePicker } from './SizePicker';
import { StockNote } from './StockNote';
import { stockOf, useAddToCart } from './useAddToCart';

// Only a gift card's page asks an amount and a recipient: its form and texts load with such a page alone.
const GiftCardPurchaseForm = lazy(withCatalogueAreas(['cart'], () => import('./GiftCardPurchaseForm')));

interface ProductDetailsProps {
  /** Without its pictures (a cart's or a list's product), its `image` is the one picture. */
  product: Product & Partial<Pick<ProductWithImages, 'images'>>;
  /** The other colours of its style. */
  siblings?: ProductSibling[];
  /** Beside the stars: what the product's page knows of its reviews (how many, how many by buyers). */
  ratingNote?: React.ReactNode;
  /** The size the address names (`?size=M`, a sales channel's link to one size), chosen once the page has painted. */
  linkedSize?: string | null;
}

export function ProductDetails({ product, siblings = [], ratingNote, linkedSize }: ProductDetailsProps) {
  const translate = useTranslate();
  const formatPrice = useFormatPrice();
  const { SaveButton } = useProductExtras();
  const [size, setSize] = useState<Size>();
  // After hydration: the server's copy of the page is the same for every size.
  useEffect(() => {
    const linked = product.sizes.find((entry) => entry.size === linkedSize && entry.stock > 0);
    if (linked) setSize(linked.size);
  }, [product.sizes, linkedSize]);
  // A category or colour as the filters name it: the shop's own word in English, translated in other languages.
  const valueName = (value: string) => translate('filter.option', { value, label: value });
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
      <ProductGallery
        pictures={product.images ?? (product.image ? [{ url: product.image, alt: product.name }] : [])}
        name={product.name}
      />
      <div className="flex flex-col gap-5 md:py-6">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">
          <Link to={`/categories/${product.category}`} className="hover:underline">
            {valueName(product.category)}
          </Link>
        </p>
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-3xl leading-tight text-ink sm:text-4xl lg:text-5xl">{product.name}</h1>
          {SaveButton && <SaveButton productId={product._id} className="shrink-0" />}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={product.rating} size={18} />
          {ratingNote}
        </div>
        <div className={product.giftCard ? 'hidden' : 'space-y-1'}>
          <Price price={product.price} oldPrice={product.oldPrice} className="text-2xl" />
          <PromotionLabel category={product.category} className="text-sm" />
          {product.oldPrice !== undefined && product.lowestPrice30Days !== undefined ? (
            <p className="text-sm text-muted">
              {translate('product.lowestPrice', { price: formatPrice(product.lowestPrice30Days) })}
            </p>
          ) : null}
        </div>
        <p className="leading-relaxed text-muted">{product.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-line py-4 text-sm">
          <dt className="text-muted">{translate('product.category')}</dt>
          <dd className="capitalize text-ink">{valueName(product.category)}</dd>
          <dt className="text-muted">{translate('product.colour')}</dt>
          <dd className="capitalize text-ink">{valueName(product.color)}</dd>
        </dl>
        <ColourSwatches current={product} siblings={siblings} />
        {product.giftCard ? (
          <Suspense fallback={null}>
            <GiftCardPurchaseForm product={product} offer={product.giftCard} />
          </Suspense>
        ) : (
          <ProductPurchase product={product} size={size} onSizeChange={setSize} />
        )}
      </div>
    </div>
  );
}

interface ProductPurchaseProps {
  product: Product;
  size: Size | undefined;
  onSizeChange: (size: Size) => void;
}

/** The size picker of a sized product, what is left, the add-to-cart button, and the offer to hear when it is back. */
function ProductPurchase({ product, size, onSizeChange: setSize }: ProductPurchaseProps) {
  const addToCart = useAddToCart();
  const translate = useTranslate();
  const { BackInStock } = useProductExtras();
  const sized = product.sizes.length > 0;
  const soldOut = product.stock === 0;
  const soldOutSizes = product.sizes.filter((entry) => entry.stock === 0).map((entry) => entry.size);
  return (
    <>
      {sized && !soldOut && <SizePicker sizes={product.sizes} value={size} onChange={setSize} />}
      <StockNote stock={sized && size ? stockOf(product, size) : product.stock} />
      <Button size="lg" onClick={() => addToCart(product, size)} disabled={soldOut || (sized && !size)} className="sm:self-start">
        <ShoppingBag size={18} aria-hidden="true" />
        {soldOut ? translate('product.soldOut') : translate('product.addToCart')}
      </Button>
      {sized && !soldOut && !size && <p className="text-sm text-muted">{translate('product.chooseSizeNote')}</p>}
      {BackInStock && (soldOut || soldOutSizes.length > 0) && (
        <BackInStock key={product._id} productId={product._id} soldOutSizes={soldOut ? [] : soldOutSizes} />
      )}
    </>
  );
}
