// A product's pictures, in order, and its style: the same piece made in other colours, each its own product.
import { z } from 'zod';
import type { Color } from './constants.ts';
import { isShopImage, optionalText } from './fields.ts';
import { MAX_IMAGE_ALT_LENGTH, MAX_PRODUCT_IMAGES, MAX_STYLE_LENGTH } from './productImages.ts';

const galleryPicture = z.object(
  {
    url: z
      .string({ error: 'Each picture needs a url' })
      .refine(isShopImage, { message: 'Each picture must be one uploaded to this shop' }),
    alt: optionalText('Alt text', MAX_IMAGE_ALT_LENGTH),
  },
  { error: 'Each picture must be { url, alt }' },
);

/** 1 to 8 pictures, each once; the first is the one cards show (`image`). */
export const productImagesField = z
  .array(galleryPicture, { error: 'Images must be a list of { url, alt }' })
  .min(1, 'Images must hold at least 1 picture')
  .max(MAX_PRODUCT_IMAGES, `Images must hold at most ${MAX_PRODUCT_IMAGES} pictures`)
  .refine((pictures) => new Set(pictures.map((p) => p.url.toLowerCase())).size === pictures.length, {
    message: 'Each picture may be listed once',
  });

const STYLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A style's identifier, e.g. `riviera-shirt-dress`; '' or null takes the product out of its style. */
export const productStyleField = z.union(
  [
    z
      .string()
      .trim()
      .max(MAX_STYLE_LENGTH, `Style must be at most ${MAX_STYLE_LENGTH} characters`)
      .refine((style) => style === '' || STYLE.test(style), {
        message: 'Style must be lowercase letters and digits joined by dashes, e.g. riviera-shirt-dress',
      }),
    z.null(),
  ],
  { error: 'Style must be text' },
);

/** The style identifier a product's name gives, for a style started from it ("Riviera Shirt Dress" → riviera-shirt-dress). */
export function styleFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_STYLE_LENGTH)
    .replace(/-+$/, '');
  return slug || 'style';
}

/** Another product of the same style, as the product page's swatches show it. */
export interface ProductSibling {
  _id: string;
  name: string;
  color: Color;
  image: string;
  price: number;
  stock: number;
}
