// The product form's sales channel fields (text, as the inputs hold them) and how they become part of a request body.
import {
  type AgeGroup,
  type CreateProductBody,
  GTIN_KEYS,
  type GtinKey,
  type ProductChannelDetails,
  type ProductCondition,
  type ProductGender,
  type SizeSystem,
  type SizeType,
} from '@atelier/domain';

export interface ChannelFormValues {
  brand: string;
  condition: ProductCondition;
  gender: ProductGender | '';
  ageGroup: AgeGroup | '';
  material: string;
  pattern: string;
  sizeSystem: SizeSystem | '';
  sizeType: SizeType | '';
  googleCategory: string;
  mpn: string;
  hideFromChannels: boolean;
  /** A GTIN per size, `one-size` for a product without sizes; '' for none. */
  gtins: Record<GtinKey, string>;
}

const NO_GTINS = Object.fromEntries(GTIN_KEYS.map((key) => [key, ''])) as Record<GtinKey, string>;

export const EMPTY_CHANNEL_FORM: ChannelFormValues = {
  brand: '',
  condition: 'new',
  gender: '',
  ageGroup: '',
  material: '',
  pattern: '',
  sizeSystem: '',
  sizeType: '',
  googleCategory: '',
  mpn: '',
  hideFromChannels: false,
  gtins: NO_GTINS,
};

/** What the product's answer says, as the form holds it; a product read from a listing has none of it. */
export function channelFormValues(product: Partial<ProductChannelDetails>): ChannelFormValues {
  return {
    brand: product.brand ?? '',
    condition: product.condition ?? 'new',
    gender: product.gender ?? '',
    ageGroup: product.ageGroup ?? '',
    material: product.material ?? '',
    pattern: product.pattern ?? '',
    sizeSystem: product.sizeSystem ?? '',
    sizeType: product.sizeType ?? '',
    googleCategory: product.googleCategory ?? '',
    mpn: product.mpn ?? '',
    hideFromChannels: product.hideFromChannels ?? false,
    gtins: { ...NO_GTINS, ...product.gtins },
  };
}

type ChannelBody = Partial<Pick<CreateProductBody, keyof ChannelFormValues>>;

/** The fields as the API takes them, an empty text or choice as null. GTINs only of the sizes the product has. */
function channelFields(values: ChannelFormValues, sizes: readonly GtinKey[]): Required<ChannelBody> {
  const text = (value: string) => value.trim() || null;
  return {
    brand: text(values.brand),
    condition: values.condition,
    gender: values.gender || null,
    ageGroup: values.ageGroup || null,
    material: text(values.material),
    pattern: text(values.pattern),
    sizeSystem: values.sizeSystem || null,
    sizeType: values.sizeType || null,
    googleCategory: text(values.googleCategory),
    mpn: text(values.mpn),
    hideFromChannels: values.hideFromChannels,
    gtins: Object.fromEntries(sizes.filter((key) => values.gtins[key].trim()).map((key) => [key, values.gtins[key].trim()])),
  };
}

/**
 * Only the fields changed since the form was filled (`loaded`): a product added without them sends the spec's body,
 * and an edit never writes back what it did not touch.
 */
export function channelBody(values: ChannelFormValues, loaded: ChannelFormValues, sizes: readonly GtinKey[]): ChannelBody {
  const now = channelFields(values, sizes);
  const before = channelFields(loaded, GTIN_KEYS);
  return Object.fromEntries(
    Object.entries(now).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field as keyof ChannelBody])),
  );
}
