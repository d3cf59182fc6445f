// The product form's values (text, as the inputs hold them) and how they become a request body.
import { type CreateProductBody, type Product, SIZES, type Size } from '@atelier/domain';

export interface ProductFormValues {
  name: string;
  category: string;
  color: string;
  price: string;
  description: string;
  image: string;
  /** Sold in sizes: stock per size, a size left empty is not offered; else one stock count. */
  sized: boolean;
  stock: string;
  sizeStock: Record<Size, string>;
}

const NO_SIZES = Object.fromEntries(SIZES.map((size) => [size, ''])) as Record<Size, string>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  category: '',
  color: '',
  price: '',
  description: '',
  image: '',
  sized: false,
  stock: '',
  sizeStock: NO_SIZES,
};

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    color: product.color,
    price: String(product.price),
    description: product.description,
    image: product.image,
    sized: product.sizes.length > 0,
    stock: String(product.stock),
    sizeStock: { ...NO_SIZES, ...Object.fromEntries(product.sizes.map((entry) => [entry.size, String(entry.stock)])) },
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

/** The add form's rule: name, category, price, color and description are all required; the image is optional. */
export function isProductFormComplete(values: ProductFormValues): boolean {
  return [values.name, values.category, values.price, values.color, values.description].every((v) => v.trim() !== '');
}

/** The request body; category and color are checked by the server, which answers with a clear message. */
export function productBody(values: ProductFormValues): CreateProductBody {
  return {
    name: values.name,
    category: values.category as CreateProductBody['category'],
    color: values.color as CreateProductBody['color'],
    price: Number(values.price),
    description: values.description,
    image: values.image,
    ...stockFields(values),
  };
}
