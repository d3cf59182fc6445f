// The Google Merchant Center feed of 10,000 products in 4 sizes (40,000 items) on the embedded database (PGlite, the
// default): how long it takes to send whole, and how much the server's memory grows while it is sent, which stays
// small when the feed is streamed rather than held. `npm run bench -- feeds` runs this part alone.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { temporaryDataDir } from './lib/embedded.mjs';
import { sampleMemory, treeMemory } from './lib/memory.mjs';
import { startSettledShop } from './lib/processes.mjs';

const PRODUCTS = 10_000;
const SIZES = ['XS', 'S', 'M', 'L'];

/** Products a feed lists (a picture, a style as their MPN), each in four sizes; the shop must be stopped. */
async function growFeedCatalog(dataDir) {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  try {
    const pictures = Array.from({ length: 16 }, () => `/images/${randomUUID()}.webp`);
    await client.query(
      `insert into products (name, category, color, description, price_cents, old_price_cents, image, style, stock)
       select 'Feed dress ' || i, 'dress', (array['black','red','blue','beige'])[1 + i % 4],
              'A dress of the feed bench, in washed linen with a wrap front, side pockets and a long sash.',
              4000 + (i * 7919) % 20000, case when i % 5 = 0 then 4000 + (i * 7919) % 20000 + 2000 end,
              ($1::text[])[1 + i % 16], 'feed-style-' || (i / 4), 0
       from generate_series(1, $2::int) as i`,
      [pictures, PRODUCTS],
    );
    await client.query(
      `insert into product_sizes (product_id, size, stock)
       select p.id, s.size, (abs(hashtext(p.id::text || s.size)) % 4)
       from products p cross join unnest($1::text[]) as s(size) where p.name like 'Feed dress %'`,
      [SIZES],
    );
    await client.query('vacuum analyze products');
    await client.query('vacuum analyze product_sizes');
  } finally {
    await client.close();
  }
}

/** Reads the whole feed as a channel does, counting its bytes and items without keeping them. */
async function readFeed(origin) {
  const started = performance.now();
  const res = await fetch(`${origin}/feeds/google.xml`);
  if (!res.ok) throw new Error(`the feed answered ${res.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let items = 0;
  let tail = '';
  for await (const chunk of res.body) {
    bytes += chunk.length;
    const text = tail + decoder.decode(chunk, { stream: true });
    items += text.split('</item>').length - 1;
    tail = text.slice(-6);
  }
  return { seconds: Math.round(performance.now() - started) / 1000, megabytes: Math.round(bytes / 2 ** 20), items };
}

export async function feedOfTenThousand() {
  const { dataDir, remove } = temporaryDataDir('feeds');
  try {
    const { shop } = await startSettledShop({ dataDir }, () => growFeedCatalog(dataDir));
    try {
      const before = treeMemory(shop.pid);
      const sampler = sampleMemory(shop.pid);
      const feed = await readFeed(shop.origin);
      const peak = sampler.stop();
      const result = {
        database: 'PGlite',
        products: PRODUCTS,
        sizes: SIZES.length,
        ...feed,
        rssBeforeMb: before.rssMb,
        rssPeakMb: peak.rssMb,
        rssGrowthMb: peak.rssMb - before.rssMb,
      };
      console.log(
        `  ${feed.items} items (${feed.megabytes} MB) in ${feed.seconds} s; server memory ${before.rssMb} → ${peak.rssMb} MB while sent`,
      );
      return result;
    } finally {
      await shop.stop();
    }
  } finally {
    remove();
  }
}
