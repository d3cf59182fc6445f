// The catalog as the sales channels read it: every product with its sizes and when its sale began, a batch at a time
// in id order, so a feed of any size is never whole in memory; and why a product is left out of the feeds.
import { type ExclusionReason, type GtinKey, ONE_SIZE, SIZES, type SizeStock } from '@atelier/domain';
import { asc, desc, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPriceChanges, productSizes, products } from '../../db/schema.ts';

/** Products per batch: a few hundred items of a feed, about a megabyte of XML. */
const FEED_BATCH_PRODUCTS = 250;

const feedColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  /** The name, description and material in the shop's other languages, for a feed in one of them. */
  translations: products.translations,
  category: products.category,
  color: products.color,
  priceCents: products.priceCents,
  oldPriceCents: products.oldPriceCents,
  image: products.image,
  images: products.images,
  stock: products.stock,
  style: products.style,
  brand: products.brand,
  condition: products.condition,
  gender: products.gender,
  ageGroup: products.ageGroup,
  material: products.material,
  pattern: products.pattern,
  sizeSystem: products.sizeSystem,
  sizeType: products.sizeType,
  googleCategory: products.googleCategory,
  mpn: products.mpn,
  gtins: products.gtins,
  hideFromChannels: products.hideFromChannels,
};

/** The batch of products after `afterId`, by id. */
const batchAfter = (db: Db, afterId: string | undefined) =>
  db
    .select(feedColumns)
    .from(products)
    .where(afterId ? gt(products.id, afterId) : undefined)
    .orderBy(asc(products.id))
    .limit(FEED_BATCH_PRODUCTS);

type FeedRow = Awaited<ReturnType<typeof batchAfter>>[number];

export interface FeedProduct extends FeedRow {
  /** Smallest first; empty for a one-size product. */
  sizes: SizeStock[];
  /** When its current price took effect: the start of its sale, while it shows an old price. */
  priceSince: Date | null;
}

async function sizesOf(db: Db, ids: string[]): Promise<Map<string, SizeStock[]>> {
  const rows = await db.select().from(productSizes).where(inArray(productSizes.productId, ids));
  const bySize = (a: SizeStock, b: SizeStock) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size);
  const sizes = new Map<string, SizeStock[]>();
  for (const { productId, size, stock } of rows) sizes.set(productId, [...(sizes.get(productId) ?? []), { size, stock }]);
  for (const list of sizes.values()) list.sort(bySize);
  return sizes;
}

/** When each product's current price took effect: its latest row of the price history. */
async function pricesSince(db: Db, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const c = productPriceChanges;
  const rows = await db
    .selectDistinctOn([c.productId], { productId: c.productId, changedAt: c.changedAt })
    .from(c)
    .where(inArray(c.productId, ids))
    .orderBy(asc(c.productId), desc(c.id));
  return new Map(rows.map((row) => [row.productId, row.changedAt]));
}

/** Every product, a batch at a time, ordered by id: each batch is found by key, not by counting past the others. */
export async function* feedProductBatches(db: Db): AsyncGenerator<FeedProduct[]> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await batchAfter(db, afterId);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const onSale = rows.filter((row) => row.oldPriceCents !== null).map((row) => row.id);
    const [sizes, since] = await Promise.all([sizesOf(db, ids), pricesSince(db, onSale)]);
    yield rows.map((row) => ({ ...row, sizes: sizes.get(row.id) ?? [], priceSince: since.get(row.id) ?? null }));
    afterId = rows.at(-1)?.id;
  }
}

/** The MPN of a product's items: its own, else its style (the same piece in every colour and size). */
export const mpnOf = (product: Pick<FeedProduct, 'mpn' | 'style'>): string | null => product.mpn ?? product.style;

/** The keys of a product's items in `gtins`: its sizes, or `one-size`. */
export const gtinKeysOf = (product: Pick<FeedProduct, 'sizes'>): GtinKey[] =>
  product.sizes.length > 0 ? product.sizes.map((entry) => entry.size) : [ONE_SIZE];

/** Why the feeds leave a product out; none for a product they list. */
export function reasonsToLeaveOut(product: FeedProduct): ExclusionReason[] {
  const reasons: ExclusionReason[] = [];
  if (product.hideFromChannels) reasons.push('hidden from channels');
  if (!product.image) reasons.push('no image');
  if (!mpnOf(product) && gtinKeysOf(product).some((key) => !product.gtins[key])) reasons.push('no GTIN or MPN');
  return reasons;
}
