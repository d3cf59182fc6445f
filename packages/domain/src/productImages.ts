// How product pictures are offered to browsers: the narrower copies the image server makes, and how wide each page
// shows them. The web app's <img> tags and the server's preload hints read the same values, so a preloaded copy
// is the one the page then asks for.

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
