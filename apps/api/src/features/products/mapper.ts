import { type Category, type Color, type Product, toDollars } from '@atelier/domain';
import type { products } from '../../db/schema.ts';
import type { ProductWithSizes } from './sizes.ts';

export type ProductRow = typeof products.$inferSelect;

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
