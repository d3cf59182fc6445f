// The admin's product edit form as a browser uses it: load the product, then save it with some fields changed and the
// version it loaded; to an app in memory or, through `httpClient`, to the shop behind its load balancer.
import type { Product } from '@atelier/domain';
import type { Client } from './httpClient.ts';

export const STALE_EDIT = 'This product changed since you opened it';

export async function openEditForm(app: Client, productId: string): Promise<Product> {
  return (await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().product;
}

export function saveEditForm(app: Client, cookie: string, loaded: Product, changes: Partial<Product>) {
  const { name, category, color, price, description, image, stock, sizes, version } = { ...loaded, ...changes };
  // A sized product's stock is given per size, a one-size product's as one number.
  const stockFields = sizes.length > 0 ? { sizes } : { stock };
  return app.inject({
    method: 'PATCH',
    url: `/api/products/update-product/${loaded._id}`,
    headers: { cookie },
    payload: { name, category, color, price, description, image, ...stockFields, version },
  });
}
