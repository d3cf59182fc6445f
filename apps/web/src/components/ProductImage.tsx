// A product picture in the shop's 4:5 portrait frame on a soft ground; sized up front so nothing shifts.
import { imageSrcSet } from '@atelier/domain';

interface ProductImageProps {
  src: string;
  alt: string;
  /** How wide the picture shows, as the `sizes` attribute; the browser picks the narrowest copy that fits. */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
}

export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;

const FRAME = 'aspect-[4/5] h-auto w-full bg-cream';

export function ProductImage({ src, alt, sizes, eager = false, className = '' }: ProductImageProps) {
  // A product may have no picture (it is optional); an empty `src` would have the browser fetch the page again.
  if (!src) return <div role="img" aria-label={alt} className={`${FRAME} ${className}`} />;
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`${FRAME} object-cover ${className}`}
    />
  );
}
