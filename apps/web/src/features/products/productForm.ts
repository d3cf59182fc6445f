// The product form's values (text, as the inputs hold them) and how they become a request body.
import type { CreateProductBody, Product } from '@atelier/domain';

export interface ProductFormValues {
  name: string;
  category: string;
  color: string;
  price: string;
  description: string;
  image: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  category: '',
  color: '',
  price: '',
  description: '',
  image: '',
};

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    color: product.color,
    price: String(product.price),
    description: product.description,
    image: product.image,
  };
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
  };
}
