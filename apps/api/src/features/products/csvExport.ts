// The catalog as CSV, read from the database a batch at a time: the file is never whole in memory.
import { formatGtins, formatImageUrls, formatSizes, PRODUCT_CSV_COLUMNS } from '@atelier/domain';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { csvLines } from '../../shared/csvCells.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { picturesOf, productColumns } from './mapper.ts';
import { withSizes } from './sizes.ts';

/** The import's columns, so an export imports back as it is, then what people read: id and date. */
const PRODUCT_EXPORT_COLUMNS = [...PRODUCT_CSV_COLUMNS, 'id', 'created_at'] as const;
const EXPORT_BATCH_ROWS = 500;

/** The catalog's CSV a batch of products at a time, the header first; refused at once to all but admins. */
export function productCsvChunks(db: Db, actor: Actor | null): AsyncGenerator<string> {
  authorize(actor, 'read', 'export');
  return chunksOf(db);
}

/** Ordered by id, so each batch is found by key, not by counting past the ones before. */
async function* chunksOf(db: Db, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<string> {
  yield csvLines(PRODUCT_EXPORT_COLUMNS, [], true);
  let afterId: string | undefined;
  for (;;) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(afterId ? gt(products.id, afterId) : undefined)
      .orderBy(asc(products.id))
      .limit(batchRows);
    if (rows.length === 0) return;
    const withTheirSizes = await withSizes(db, rows);
    yield csvLines(
      PRODUCT_EXPORT_COLUMNS,
      withTheirSizes.map((product) => [
        product.name,
        product.category,
        product.color,
        // With the currency's decimals, as the import reads them back: `120.00`, `1235`.
        product.money.text(product.priceCents),
        product.oldPriceCents === null ? '' : product.money.text(product.oldPriceCents),
        product.description,
        product.image,
        product.sizes.length > 0 ? '' : product.stock,
        formatSizes(product.sizes),
        formatImageUrls(picturesOf(product).map((picture) => picture.url)),
        product.style ?? '',
        product.brand ?? '',
        product.condition,
        product.gender ?? '',
        product.ageGroup ?? '',
        product.material ?? '',
        product.pattern ?? '',
        product.sizeSystem ?? '',
        product.sizeType ?? '',
        product.googleCategory ?? '',
        product.mpn ?? '',
        formatGtins(product.gtins),
        product.hideFromChannels ? 'yes' : 'no',
        product.id,
        product.createdAt.toISOString(),
      ]),
      false,
    );
    afterId = rows.at(-1)?.id;
  }
}
