import { type Category, type Color, type Product, toDollars } from '@atelier/domain';
import { getTableColumns } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { ProductWithSizes } from './sizes.ts';

// Everything a product shows; the search document stays in the database.
const { searchDocument: _searchDocument, ...shownColumns } = getTableColumns(products);
export const productColumns = shownColumns;

export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;

export function toProduct(row: ProductWithSizes): Product {
  return {
    _id: row.id,
    name: row.name,
    category: row.category as Category,
    description: row.description,
    price: toDollars(row.priceCents),
    ...(row.oldPriceCents === null ? {} : { oldPrice: toDollars(row.oldPriceCents) }),
    image: row.image,
    color: row.color as Color,
    rating: Math.round(row.rating * 10) / 10,
    author: row.authorId,
    createdAt: row.createdAt.toISOString(),
    stock: row.stock,
    sizes: row.sizes,
  };
}

/** What the audit trail keeps of a product: what an admin can set, as the API shows it. */
export function toAuditedProduct(row: ProductWithSizes): Record<string, unknown> {
  const { name, category, color, description, price, oldPrice = null, image, stock, sizes } = toProduct(row);
  return { name, category, color, description, price, oldPrice, image, stock, sizes };
}
