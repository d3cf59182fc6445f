// The product form's values (text, as the inputs hold them) and how they become a request body.
import {
  type CreateProductBody,
  defaultImageAlt,
  ONE_SIZE,
  type Product,
  type ProductChannelDetails,
  type ProductImage,
  type ProductTranslations,
  type ProductWithImages,
  SIZES,
  type Size,
} from '@atelier/domain';
import { translationsBody } from '../../shared/translatedTexts';
import { type ChannelFormValues, channelBody, channelFormValues, EMPTY_CHANNEL_FORM } from './channelForm';
import { EMPTY_GIFT_CARD_FORM, type GiftCardFormValues, giftCardFields, giftCardFormValues } from './giftCardForm';

/** A gift card has amounts in place of a price, sizes and stock. */
export interface ProductFormValues extends ChannelFormValues, GiftCardFormValues {
  name: string;
  category: string;
  color: string;
  price: string;
  description: string;
  image: string;
  /** Every picture in order, the first being `image`; an empty alt text is left to the default. */
  images: ProductImage[];
  /** The style typed, or the _id of the product whose style it takes ("Same style as…"). */
  style: string;
  sameStyleAs: string;
  /** The style the product had when the form opened: emptying the field takes it out of that style. */
  styleBefore: string;
  /** Sold in sizes: stock per size, a size left empty is not offered; else one stock count. */
  sized: boolean;
  stock: string;
  sizeStock: Record<Size, string>;
  /** The sales channel fields as the form was filled: only a change of them is sent. */
  channelsLoaded: ChannelFormValues;
  /** The name, description and material in the other languages; a text emptied is '' until saved. */
  translations: ProductTranslations;
}

const NO_SIZES = Object.fromEntries(SIZES.map((size) => [size, ''])) as Record<Size, string>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  category: '',
  color: '',
  price: '',
  description: '',
  image: '',
  images: [],
  style: '',
  sameStyleAs: '',
  styleBefore: '',
  sized: false,
  stock: '',
  sizeStock: NO_SIZES,
  ...EMPTY_CHANNEL_FORM,
  channelsLoaded: EMPTY_CHANNEL_FORM,
  translations: {},
  ...EMPTY_GIFT_CARD_FORM,
};

/** The product's pictures as the form holds them: a default alt text left empty, so it follows a new name. */
function formPictures(product: Product & Partial<Pick<ProductWithImages, 'images'>>): ProductImage[] {
  return (product.images ?? []).map((picture, i) => ({
    url: picture.url,
    alt: picture.alt === defaultImageAlt(product.name, i + 1) ? '' : picture.alt,
  }));
}

/** The form's pictures after a change of either field: `image` is always the first picture. */
export function withPictures(values: ProductFormValues, changes: Partial<ProductFormValues>): Partial<ProductFormValues> {
  if (changes.images) return { ...changes, image: changes.images[0]?.url ?? '' };
  if (changes.image === undefined) return changes;
  const others = values.images.slice(1).filter((picture) => picture.url !== changes.image);
  return { ...changes, images: changes.image ? [{ url: changes.image, alt: '' }, ...others] : [] };
}

export function productFormValues(
  product: Product & Partial<Pick<ProductWithImages, 'images' | 'translations'>> & Partial<ProductChannelDetails>,
): ProductFormValues {
  const channels = channelFormValues(product);
  return {
    ...channels,
    channelsLoaded: channels,
    name: product.name,
    category: product.category,
    color: product.color,
    price: String(product.price),
    description: product.description,
    image: product.image,
    images: formPictures(product),
    style: product.style ?? '',
    sameStyleAs: '',
    styleBefore: product.style ?? '',
    sized: product.sizes.length > 0,
    stock: String(product.stock),
    sizeStock: { ...NO_SIZES, ...Object.fromEntries(product.sizes.map((entry) => [entry.size, String(entry.stock)])) },
    translations: product.translations ?? {},
    ...giftCardFormValues(product.giftCard),
  };
}

/** Stock as the API takes it: per size for a sized product, else one count (none typed: left to the server's default). */
function stockFields(values: ProductFormValues): Pick<CreateProductBody, 'stock' | 'sizes'> {
  if (values.sized) {
    const sizes = SIZES.filter((size) => values.sizeStock[size].trim() !== '');
    return { sizes: sizes.map((size) => ({ size, stock: Number(values.sizeStock[size]) })) };
  }
  return { sizes: [], ...(values.stock.trim() === '' ? {} : { stock: Number(values.stock) }) };
}

/** The fields the add form requires (name, category, price, color and description; the image is optional), in the
 * order the form shows them: the texts first, on their English tab. */
const REQUIRED_PRODUCT_FIELDS = ['name', 'description', 'category', 'color', 'price'] as const;
export type RequiredProductField = (typeof REQUIRED_PRODUCT_FIELDS)[number];

/** The required fields left empty, in the form's order; a gift card's price is its lowest amount. */
export function missingProductFields(values: ProductFormValues): RequiredProductField[] {
  return REQUIRED_PRODUCT_FIELDS.filter((field) => !(values.giftCard && field === 'price') && values[field].trim() === '');
}

/** The request body; category and color are checked by the server, which answers with a clear message. */
export function productBody(values: ProductFormValues): CreateProductBody {
  if (values.giftCard) {
    const { sizes: _sizes, stock: _stock, ...product } = productBody({ ...values, giftCard: false, sized: false, stock: '' });
    return { ...product, ...giftCardFields(values) };
  }
  return {
    name: values.name,
    category: values.category as CreateProductBody['category'],
    color: values.color as CreateProductBody['color'],
    price: Number(values.price),
    description: values.description,
    image: values.image,
    ...(values.images.length > 0 ? { images: values.images } : {}),
    ...styleFields(values),
    ...stockFields(values),
    ...translationsBody(values.translations),
    ...channelBody(
      values,
      values.channelsLoaded,
      values.sized ? SIZES.filter((size) => values.sizeStock[size].trim() !== '') : [ONE_SIZE],
    ),
  };
}

/** The style as the API takes it: the product picked, else the one typed ('' takes it out of its style). */
function styleFields(values: ProductFormValues): Pick<CreateProductBody, 'style' | 'sameStyleAs'> {
  if (values.sameStyleAs) return { sameStyleAs: values.sameStyleAs };
  return values.style.trim() || values.styleBefore ? { style: values.style.trim() } : {};
}
