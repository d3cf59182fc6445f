// A product's price and old price stay below the cap of the shop's currency (decision 645).
import type { CappedAmount, CreateProductBody, UpdateProductBody } from '@atelier/domain';

export function productAmounts(body: CreateProductBody | UpdateProductBody): CappedAmount[] {
  return [
    { field: 'price', label: 'Price', value: body.price },
    { field: 'oldPrice', label: 'Old price', value: body.oldPrice },
  ];
}
