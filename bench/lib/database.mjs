// A throwaway PostgreSQL database for one bench run, and the bulk inserts that grow its catalog and order history.
import pg from 'pg';

// The shop's categories and colours (packages/domain/src/constants.ts), repeated here because the bench runs as plain Node.
export const CATEGORIES = ['accessories', 'dress', 'jewellery', 'cosmetics'];
export const COLORS = ['black', 'red', 'gold', 'blue', 'silver', 'beige', 'green'];
// Names made of a material and a piece, so a search matches a realistic share of the catalog (1/10 to 1/12 a word).
export const MATERIALS = ['Linen', 'Silk', 'Wool', 'Velvet', 'Cotton', 'Satin', 'Leather', 'Cashmere', 'Lace', 'Denim'];
export const PIECES = ['dress', 'skirt', 'blouse', 'scarf', 'tote', 'earrings', 'necklace', 'bracelet', 'ring', 'clutch', 'belt'];
const FINISHES = ['finished by hand', 'cut in a small workshop', 'made to last for years', 'sewn in limited numbers'];
const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function databaseUrl(name) {
  return `${SERVER_URL}/${name}`;
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
}

export async function dropDatabase(name) {
  await onServer(`drop database if exists ${name} with (force)`);
}

export async function connect(name) {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  return client;
}

export async function productCount(client) {
  const { rows } = await client.query('select count(*)::int as n from products');
  return rows[0].n;
}

// Every open checkout holds its stock (decision 110): enough that the checkout part's sessions never run a product out.
const BENCH_STOCK = 10_000_000;

/**
 * A price above every bench product's ($300.99 at most, see growCatalog) and different for each `n` below 100,000:
 * a real filter, which the shop's answer copies are keyed on (unknown parameters are not), that changes no answer.
 * Requests meant to reach the database each carry their own.
 */
export function maxPriceAboveAll(n) {
  return ((30_100 + (n % 100_000)) / 100).toFixed(2);
}

/**
 * Adds products until the catalog holds `target`: every category and colour, prices from $1 to $300,
 * one a minute back in time, so filters, price ranges and newest-first paging meet realistic data.
 */
export async function growCatalog(client, target) {
  const start = await productCount(client);
  if (start >= target) return;
  await client.query(
    `insert into products (name, category, color, description, price_cents, old_price_cents, rating, review_count, stock, created_at, updated_at)
     select (${sqlArray(MATERIALS)})[1 + i % ${MATERIALS.length}] || ' ' || (${sqlArray(PIECES)})[1 + i / 7 % ${PIECES.length}] || ' ' || i,
            (${sqlArray(CATEGORIES)})[1 + i % ${CATEGORIES.length}],
            (${sqlArray(COLORS)})[1 + i % ${COLORS.length}],
            'A piece made for measuring the catalog, ' || (${sqlArray(FINISHES)})[1 + i % ${FINISHES.length}] || '.',
            100 + (i * 7919) % 30000,
            case when i % 5 = 0 then 100 + (i * 7919) % 30000 + 1500 end,
            (i % 50) / 10.0, i % 20, ${BENCH_STOCK},
            now() - i * interval '1 minute', now()
     from generate_series($1::int, $2::int) as i`,
    [start + 1, target],
  );
  await client.query('vacuum analyze products');
}

/** Paid orders spread over the last twelve months, each with two lines. */
export async function addOrders(client, count) {
  await client.query(
    `insert into orders (order_id, email, status, amount_cents, created_at, updated_at)
     select 'bench_' || i, 'buyer' || (i % 500) || '@bench.test',
            (array['pending','processing','shipped','completed'])[1 + i % 4],
            1000 + (i * 104729) % 40000,
            now() - (i % 365) * interval '1 day', now()
     from generate_series(1, $1::int) as i`,
    [count],
  );
  await client.query(
    `insert into order_lines (order_id, name, price_cents, quantity)
     select o.id, 'Bench piece', o.amount_cents / 2, 1 + n from orders o cross join generate_series(0, 1) as n`,
  );
  await client.query('vacuum analyze orders');
  await client.query('vacuum analyze order_lines');
}

export async function explain(client, sql) {
  const { rows } = await client.query(`explain (analyze, buffers) ${sql}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
