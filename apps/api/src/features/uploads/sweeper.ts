// Deletes images that nothing in the shop refers to once they are a day old. Every instance sweeps: one statement
// decides and deletes, so instances sweeping together delete each image once, and a used image is never deleted.
import { and, type Column, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, images, orderLines, products, users } from '../../db/schema.ts';

const SWEEP_EVERY_MS = 60 * 60_000;
/** Soon after start too, so instances replaced more often than hourly still sweep. */
const FIRST_SWEEP_AFTER_MS = 5 * 60_000;

/** An image is referred to by its URL, a path on this shop or a full address ending in that path. */
const IMAGE_ID_IN_URL = '/images/([0-9a-fA-F-]{36})\\.webp';
const imageIdIn = (url: Column | SQL) => sql`lower(substring(${url} from ${IMAGE_ID_IN_URL}))`;

// Products and profiles show images; orders and open checkouts keep the picture of what was bought.
const imagesInUse = sql`
  select ${imageIdIn(products.image)} as id from ${products}
  union all select ${imageIdIn(users.profileImage)} from ${users}
  union all select ${imageIdIn(orderLines.image)} from ${orderLines}
  union all select ${imageIdIn(sql`line->>'image'`)} from ${checkoutSessions}, jsonb_array_elements(${checkoutSessions.lines}) as line`;

/** Deletes every image uploaded more than a day ago (by the database's clock) that nothing uses; answers their ids. */
export async function deleteUnusedImages(db: Db): Promise<string[]> {
  const deleted = await db
    .delete(images)
    .where(
      and(
        sql`${images.createdAt} < now() - interval '1 day'`,
        sql`not exists (select 1 from (${imagesInUse}) as in_use where in_use.id = ${images.id}::text)`,
      ),
    )
    .returning({ id: images.id });
  return deleted.map((image) => image.id);
}

/** Sweeps while the app runs; closing the app stops the sweeps and waits for one under way. */
export default fp(async function imageSweeperPlugin(app: FastifyInstance) {
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = deleteUnusedImages(app.db).then(
      (ids) => {
        if (ids.length > 0) app.log.info({ count: ids.length }, 'deleted images nothing uses');
      },
      (err: unknown) => app.log.warn({ err }, 'unused images not swept'),
    );
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(sweep, FIRST_SWEEP_AFTER_MS).unref(), setInterval(sweep, SWEEP_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await sweeping;
  });
});
