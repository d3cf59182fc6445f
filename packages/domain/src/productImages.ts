// A product's pictures as every screen knows them: how many it may have, the alt text read when none was written, the
// narrower copies the image server makes and how wide each page shows them. The web app's <img> tags and the server's
// preload hints read the same values, so a preloaded copy is the one the page then asks for. The gallery's schema is
// apart (productGallery.ts), so a screen that only reads these loads no parser.

export const MAX_PRODUCT_IMAGES = 8;
export const MAX_IMAGE_ALT_LENGTH = 150;
export const MAX_STYLE_LENGTH = 60;

/** One picture of a product: an `alt` left empty reads as the product's name and the picture's place. */
export interface ProductImage {
  url: string;
  alt: string;
}

/** What a shopper's screen reader hears for a picture whose alt text nobody wrote. */
export function defaultImageAlt(productName: string, place: number): string {
  return `${productName}, picture ${place}`;
}

/** Widths the shop's image server makes narrower copies at (`?w=`). */
export const IMAGE_COPY_WIDTHS = [320, 640, 960] as const;

/** The `sizes` attribute of product pictures on each kind of page. */
export const PRODUCT_IMAGE_SIZES = {
  card: '(min-width: 1280px) 18rem, (min-width: 1024px) 22vw, (min-width: 768px) 30vw, calc(50vw - 1.5rem)',
  detail: '(min-width: 1280px) 36rem, (min-width: 768px) 50vw, 100vw',
  gallery: '(min-width: 480px) 9rem, 30vw',
} as const;

/** Only pictures the shop stores have narrower copies; an address elsewhere is used as it is. */
export function imageSrcSet(src: string): string | undefined {
  if (!src.startsWith('/images/')) return undefined;
  return IMAGE_COPY_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}
