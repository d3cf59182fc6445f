// Deletes images that nothing in the shop refers to once they are a day old. Every instance sweeps: one statement
// decides and deletes, so instances sweeping together delete each image once, and what is in use as it runs stays.
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, images, orderLines, pages, products, settings, users } from '../../db/schema.ts';
import { everyWhileRunning } from '../../shared/everyWhileRunning.ts';

const SWEEP_EVERY_MS = 60 * 60_000;
/** Soon after start too, so instances replaced more often than hourly still sweep. */
const FIRST_SWEEP_AFTER_MS = 5 * 60_000;

/**
 * An image is referred to by its URL, `/images/<id>.webp` or a full address ending in it: the 36 characters after the
 * last `/images/`. Plain string functions, not a regular expression: PostgreSQL's takes ~70 µs a row, 7 s a sweep
 * at 100,000 products. Any other text yields something no image id equals.
 */
const imageIdIn = (url: Column | SQL) => sql`lower(left(split_part(${url}, '/images/', -1), 36))`;

// Products and profiles show images (a product each of its gallery's); orders and open checkouts keep the picture of what was bought; the shop's logo
// and hero picture, and pictures the shop's pages show (a handful of rows), are in use too.
const imagesInUse = sql`
  select ${imageIdIn(products.image)} as id from ${products}
  union all select ${imageIdIn(sql`picture->>'url'`)} from ${products}, jsonb_array_elements(${products.images}) as picture
  union all select ${imageIdIn(users.profileImage)} from ${users}
  union all select ${imageIdIn(orderLines.image)} from ${orderLines}
  union all select ${imageIdIn(sql`line->>'image'`)} from ${checkoutSessions}, jsonb_array_elements(${checkoutSessions.lines}) as line
  union all select ${imageIdIn(sql`${settings.document}->'shop'->>'logo'`)} from ${settings}
  union all select ${imageIdIn(sql`${settings.document}->'hero'->>'image'`)} from ${settings}
  union all select lower(found[1]) from ${pages}, regexp_matches(${pages.body}, '/images/([0-9a-fA-F-]{36})', 'g') as found`;

/** Deletes every image uploaded more than a day ago (by the database's clock) that nothing uses; answers their ids. */
export async function deleteUnusedImages(db: Db): Promise<string[]> {
  // Both sets are worked out once, whatever the planner expects of them: correlated per image, the image columns of
  // a large catalog would be read again for every old image.
  const unused = sql`
    select ${images.id}::text as id from ${images} where ${images.createdAt} < now() - interval '1 day'
    except
    select id from (${imagesInUse}) as in_use`;
  const deleted = await db
    .delete(images)
    .where(sql`${images.id} in (select id::uuid from (${unused}) as unused)`)
    .returning({ id: images.id });
  return deleted.map((image) => image.id);
}

/** Sweeps while the app runs; closing the app stops the sweeps and waits for one under way. */
export default fp(async function imageSweeperPlugin(app: FastifyInstance) {
  everyWhileRunning(app, {
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    everyMs: SWEEP_EVERY_MS,
    failure: 'unused images not swept',
    task: async () => {
      const ids = await deleteUnusedImages(app.db);
      if (ids.length > 0) app.log.info({ count: ids.length }, 'deleted images nothing uses');
    },
  });
});
