// The demo catalog with its history: products with drawn pictures (some with several, some in two colours of one style),
// customers' reviews and a year of orders.
// Written in one transaction under an advisory lock, and only into a shop that has neither products nor orders.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Size } from '@atelier/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orderStatusChanges, orders, productSizes, products, reviews, users } from '../db/schema.ts';
import { shippingColumns } from '../features/orders/index.ts';
import { refreshEveryProductRating } from '../features/reviews/index.ts';
import type { EncodedImage } from '../features/uploads/index.ts';
import { DEMO_SHOPPERS } from '../passwords/demoLogins.ts';
import { DEMO_ADDRESSES } from './addresses.ts';
import { DEMO_PRODUCTS } from './demoProducts.ts';
import { DEMO_PRODUCTS_FR } from './demoProductsFr.ts';
import { demoOrders } from './orders.ts';
import { galleryOf, renderPictures, storePictures } from './pictures.ts';
import { seededRandom } from './random.ts';
import { demoReviews } from './reviews.ts';
import { demoStock, SOLD_OUT_DEMO_PRODUCT } from './stock.ts';
import { ensureUser } from './users.ts';

export interface CatalogSeedOwners {
  adminId: string | null;
  customerId: string | null;
}

const RANDOM_SEED = 20_240_611;
const SEED_LOCK_KEY = 7_310_042;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

async function shopIsEmpty(db: Db): Promise<boolean> {
  const [productRows] = await db.select({ n: count() }).from(products);
  const [orderRows] = await db.select({ n: count() }).from(orders);
  return productRows?.n === 0 && orderRows?.n === 0;
}

export async function seedCatalog(db: Db, owners: CatalogSeedOwners): Promise<void> {
  if (!(await shopIsEmpty(db))) return;
  const pictures = await renderPictures(DEMO_PRODUCTS);
  await db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the shop filled.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await shopIsEmpty(tx))) return;
    await fillShop(tx, owners, pictures);
  });
}

/** The newest product opens the shop: one-size and in stock, so a first click on Add to cart adds it. */
function newestOneSize(ages: number[]): number[] {
  const youngest = (indexes: number[]) => indexes.reduce((a, b) => ((ages[b] ?? 0) < (ages[a] ?? 0) ? b : a));
  const all = DEMO_PRODUCTS.map((_, i) => i);
  const buyable = all.filter((i) => DEMO_PRODUCTS[i]?.category !== 'dress' && DEMO_PRODUCTS[i]?.name !== SOLD_OUT_DEMO_PRODUCT);
  const [newest, newestBuyable] = [youngest(all), youngest(buyable)];
  const swapped = [...ages];
  [swapped[newest], swapped[newestBuyable]] = [ages[newestBuyable] ?? 0, ages[newest] ?? 0];
  return swapped;
}

async function fillShop(db: Db, owners: CatalogSeedOwners, pictures: EncodedImage[][]): Promise<void> {
  const random = seededRandom(RANDOM_SEED);
  const now = new Date();
  const customers = await demoCustomers(db, owners.customerId);
  const imageUrls = await storePictures(db, DEMO_PRODUCTS, pictures, owners.adminId);

  // Listed between 14 months and 2 days ago, in an order that mixes the categories.
  const ages = newestOneSize(
    random.sample(
      DEMO_PRODUCTS.map((_, i) => 2 + (i * 420) / DEMO_PRODUCTS.length),
      DEMO_PRODUCTS.length,
    ),
  );
  const stocks = DEMO_PRODUCTS.map(demoStock);
  const rows = DEMO_PRODUCTS.map((product, i) => {
    const listedAt = new Date(now.getTime() - (ages[i] ?? 0) * DAY_MS - random.int(0, 23) * HOUR_MS);
    return {
      id: randomUUID(),
      name: product.name,
      category: product.category,
      color: product.color,
      description: product.description,
      priceCents: product.priceCents,
      oldPriceCents: product.oldPriceCents ?? null,
      image: imageUrls[i]?.[0] ?? '',
      images: galleryOf(product, imageUrls[i] ?? []),
      style: product.style ?? null,
      translations: DEMO_PRODUCTS_FR[product.name] ? { fr: DEMO_PRODUCTS_FR[product.name] } : {},
      stock: stocks[i]?.stock ?? 0,
      authorId: owners.adminId,
      createdAt: listedAt,
      updatedAt: listedAt,
    };
  });
  await db.insert(products).values(rows);
  await db
    .insert(productSizes)
    .values(rows.flatMap((row, i) => (stocks[i]?.sizes ?? []).map((entry) => ({ productId: row.id, ...entry }))));
  const listedAt = rows.map((row) => row.createdAt);
  const product = (index: number) => rows[index] ?? missing('product');
  const customer = (index: number) => customers[index] ?? missing('customer');

  await db.insert(reviews).values(
    demoReviews(random, listedAt, customers.length, now).map((review) => ({
      productId: product(review.productIndex).id,
      userId: customer(review.reviewerIndex).id,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
      updatedAt: review.createdAt,
    })),
  );
  await refreshEveryProductRating(db);

  const history = demoOrders(random, rows, customers.length, now).map((order) => ({ ...order, id: randomUUID() }));
  // Written oldest first: an order's number follows the order orders were placed in (decision 320).
  const placedFirstToLast = [...history].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await db.insert(orders).values(
    placedFirstToLast.map((order) => ({
      id: order.id,
      orderId: order.orderId,
      userId: customer(order.customerIndex).id,
      email: customer(order.customerIndex).email,
      status: order.status,
      amountCents: order.amountCents,
      ...shippingColumns(DEMO_ADDRESSES[order.customerIndex % DEMO_ADDRESSES.length] ?? null),
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    })),
  );
  await db
    .insert(orderStatusChanges)
    .values(history.flatMap((order) => order.history.map((change) => ({ orderId: order.id, ...change }))));
  await db.insert(orderLines).values(
    history.flatMap((order, position) =>
      order.lines.map((line) => ({
        orderId: order.id,
        productId: product(line.productIndex).id,
        name: product(line.productIndex).name,
        size: sizeBought(stocks[line.productIndex]?.sizes ?? [], position),
        priceCents: line.priceCents,
        quantity: line.quantity,
        image: product(line.productIndex).image,
      })),
    ),
  );
}

/** A dress was bought in one of its sizes (any, sold out since or not); a one-size product in none. */
function sizeBought(sizes: readonly { size: Size }[], position: number): Size | null {
  return sizes[position % Math.max(sizes.length, 1)]?.size ?? null;
}

function missing(what: string): never {
  throw new Error(`demo ${what} missing`);
}

/** The main demo customer first (when there is one), then the other demo shoppers. */
async function demoCustomers(db: Db, mainCustomerId: string | null) {
  // One after another: inside the seed's transaction there is a single connection.
  const shoppers = [];
  for (const shopper of DEMO_SHOPPERS) {
    shoppers.push(await ensureUser(db, { ...shopper, role: 'user', password: randomBytes(24).toString('base64url') }));
  }
  const main = mainCustomerId ? await db.select().from(users).where(eq(users.id, mainCustomerId)) : [];
  return [...main, ...shoppers].filter((user) => user !== undefined);
}
