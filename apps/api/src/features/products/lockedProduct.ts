import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { NotFound } from '../../shared/errors.ts';
import { type ProductWithSizes, productColumns } from './mapper.ts';
import { withOwnSizes } from './sizes.ts';

/** The product as it stands, locked until the transaction ends, so the audit's "before" is what the action changed. */
export async function lockedProduct(tx: Db, id: string): Promise<ProductWithSizes> {
  const [row] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new NotFound('Product not found');
  return withOwnSizes(tx, row);
}
