// Part 2: listing latency as the catalog grows from 1,000 to 100,000 products, and the plan PostgreSQL picks.
import { searchAtScale } from './catalogSearch.mjs';
import { CATEGORIES, COLORS, explain, growCatalog, maxPriceAboveAll } from './lib/database.mjs';
import { sequentially, WARM_UP_REQUESTS } from './lib/load.mjs';

const SIZES = [1_000, 10_000, 100_000];
const REQUESTS = 200;
const PAGE_SIZE = 8;

/**
 * 200 different listings (after the unmeasured warm-up), so every answer comes from the database: each colour
 * listing has its own price bound above every product's, each price range its own lower bound, a few cents apart.
 */
function listingUrls(origin, size, shape) {
  const urls = [];
  const first = SIZES.indexOf(size) * (REQUESTS + WARM_UP_REQUESTS);
  for (let i = 0; urls.length < REQUESTS + WARM_UP_REQUESTS; i++) {
    const category = CATEGORIES[i % CATEGORIES.length];
    const page = 1 + (Math.floor(i / CATEGORIES.length) % 3);
    const filter =
      shape === 'colour'
        ? `color=${COLORS[Math.floor(i / 12) % COLORS.length]}&maxPrice=${maxPriceAboveAll(first + i)}`
        : `minPrice=${((5_000 + (i % 4) * 2_500 - (first + i)) / 100).toFixed(2)}&maxPrice=${150 + (i % 4) * 25}`;
    urls.push(`${origin}/api/products?category=${category}&${filter}&page=${page}&limit=${PAGE_SIZE}`);
  }
  return urls;
}

// The query one listing request runs, as the shop's query builder writes it: a page carrying its total, added up from
// the counts kept per category, colour and $10 of price plus the two edge buckets of its range (decisions 146, 200);
// and a price range's page with a count made product by product, as every total was before decision 200.
const KEPT_TOTAL = `(select coalesce(sum(products), 0) from product_counts
                     where category = 'dress' and color = 'black' and price_bucket between 0 and 2147482)
                  + (select count(*) from products where category = 'dress' and color = 'black' and price_cents between 0 and -1)
                  + (select count(*) from products where category = 'dress' and color = 'black'
                     and price_cents between 2147483000 and 2147483647)`;
const LISTING_SQL = {
  page: `select *, ${KEPT_TOTAL} from products where category = 'dress' and color = 'black'
         order by created_at desc nulls last, id desc nulls last limit 8 offset 16`,
  count: `select ${KEPT_TOTAL}`,
  pricePage: `select * from products where category = 'dress' and price_cents between 5000 and 10000
              order by created_at desc nulls last, id desc nulls last limit 8 offset 16`,
  priceCount: `select count(*) from products where category = 'dress' and price_cents between 5000 and 10000`,
};

export async function catalogScale(origin, client) {
  const sizes = [];
  for (const size of SIZES) {
    await growCatalog(client, size);
    const colour = await sequentially(listingUrls(origin, size, 'colour'));
    const priceRange = await sequentially(listingUrls(origin, size, 'price'));
    console.log(
      `  ${size} products: category+colour p50 ${colour.p50Ms} ms, p99 ${colour.p99Ms} ms; category+price p50 ${priceRange.p50Ms} ms, p99 ${priceRange.p99Ms} ms`,
    );
    sizes.push({ products: size, colour, priceRange });
  }
  const search = await searchAtScale(origin, client);
  console.log(`  search at ${SIZES.at(-1)} products: p50 ${search.latency.p50Ms} ms, p99 ${search.latency.p99Ms} ms`);
  const plans = { ...search.plans };
  for (const [name, sql] of Object.entries(LISTING_SQL)) plans[name] = await explain(client, sql);
  const seqScan = Object.entries(plans)
    .filter(([, plan]) => /Seq Scan on products/.test(plan))
    .map(([name]) => name);
  return { sizes, search: search.latency, plans, seqScan };
}
