// The top of a product page: its picture beside its name, price, rating, facts, the size picker of a sized product,
// what is left, and the add-to-cart button.
import { PRODUCT_IMAGE_SIZES, type Product, type Size } from '@atelier/domain';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Price } from '../../components/Price';
import { ProductImage } from '../../components/ProductImage';
import { Stars } from '../../components/Stars';
import { SizePicker } from './SizePicker';
import { StockNote } from './StockNote';
import { stockOf, useAddToCart } from './useAddToCart';

export function ProductDetails({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const [size, setSize] = useState<Size>();
  const sized = product.sizes.length > 0;
  const soldOut = product.stock === 0;
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
      <ProductImage src={product.image} alt={product.name} eager sizes={PRODUCT_IMAGE_SIZES.detail} className="rounded-card" />
      <div className="flex flex-col gap-5 md:py-6">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">
          <Link to={`/categories/${product.category}`} className="hover:underline">
            {product.category}
          </Link>
        </p>
        <h1 className="text-3xl leading-tight text-ink sm:text-4xl lg:text-5xl">{product.name}</h1>
        <Stars rating={product.rating} size={18} />
        <Price price={product.price} oldPrice={product.oldPrice} className="text-2xl" />
        <p className="leading-relaxed text-muted">{product.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-line py-4 text-sm">
          <dt className="text-muted">Category</dt>
          <dd className="capitalize text-ink">{product.category}</dd>
          <dt className="text-muted">Colour</dt>
          <dd className="capitalize text-ink">{product.color}</dd>
        </dl>
        {sized && !soldOut && <SizePicker sizes={product.sizes} value={size} onChange={setSize} />}
        <StockNote stock={sized && size ? stockOf(product, size) : product.stock} />
        <Button
          size="lg"
          onClick={() => addToCart(product, size)}
          disabled={soldOut || (sized && !size)}
          className="sm:self-start"
        >
          <ShoppingBag size={18} aria-hidden="true" />
          {soldOut ? 'Sold out' : 'Add to cart'}
        </Button>
        {sized && !soldOut && !size && <p className="text-sm text-muted">Choose a size to add it to your cart.</p>}
      </div>
    </div>
  );
}
