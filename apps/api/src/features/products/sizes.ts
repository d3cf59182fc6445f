// A product's sizes: a sized product has a row per size, and its `stock` is always their sum.
import { SIZES, type SizeStock } from '@atelier/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema.ts';
import { readShopMoney } from '../settings/index.ts';
import { stockOfSizes } from '../stock/index.ts';
import type { ProductRow, ProductWithSizes } from './mapper.ts';

/** Smallest first. */
export const bySizeScale = (a: SizeStock, b: SizeStock) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size);

/**
 * Attaches each product's sizes, smallest first, with one query for the whole list; and the shop's money, whose
 * currency its prices are shown in.
 */
export async function withSizes(db: Db, rows: ProductRow[]): Promise<ProductWithSizes[]> {
  if (rows.length === 0) return [];
  const [sizeRows, money] = await Promise.all([
    db
      .select()
      .from(productSizes)
      .where(
        inArray(
          productSizes.productId,
          rows.map((row) => row.id),
        ),
      ),
    readShopMoney(db),
  ]);
  const byProduct = new Map<string, SizeStock[]>();
  for (const { productId, size, stock } of sizeRows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), { size, stock }]);
  }
  return rows.map((row) => ({ ...row, sizes: (byProduct.get(row.id) ?? []).sort(bySizeScale), money }));
}

export async function withOwnSizes(db: Db, row: ProductRow): Promise<ProductWithSizes> {
  const [withTheirSizes] = await withSizes(db, [row]);
  if (!withTheirSizes) throw new Error('product sizes not read');
  return withTheirSizes;
}

/** Replaces a product's sizes (none makes it one-size) and sets its stock to their sum. */
export async function replaceSizes(tx: Db, productId: string, sizes: SizeStock[]): Promise<void> {
  await tx.delete(productSizes).where(eq(productSizes.productId, productId));
  if (sizes.length === 0) return;
  await tx.insert(productSizes).values(sizes.map((entry) => ({ productId, ...entry })));
  await tx
    .update(products)
    .set({ stock: stockOfSizes(sizes) })
    .where(eq(products.id, productId));
}

export async function hasSizes(db: Db, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ size: productSizes.size })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .limit(1);
  return row !== undefined;
}
