// For the backup tests: a running shop with data of every kind, and every row of a database to compare a restore with.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { storeImage } from '../features/uploads/service.ts';
import { buildApp } from '../start/app.ts';
import { makeOrder, makeProduct, makeSignedInUser } from './factories.ts';
import { testConfig } from './testApp.ts';

/** Every row of every table (the shop's and the migrations' record), each table in a fixed order. */
export async function everyRow(database: Database): Promise<Record<string, unknown[]>> {
  const query = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await query(
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) rows[String(name)] = await query(`select * from ${name} as t order by t::text`);
  return rows;
}

/** A running shop with a customer signed in, an admin's product, an order and an uploaded photo. */
export async function shopWithData(database: Database) {
  await migrate(database);
  const app = await buildApp(testConfig(), database);
  await app.ready();
  const { user: admin } = await makeSignedInUser(app, database.db, 'admin');
  await makeSignedInUser(app, database.db);
  const product = await makeProduct(database.db);
  await makeOrder(database.db, { lines: [{ productId: product.id, quantity: 2 }] });
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
  await storeImage(database.db, photo, admin.id);
  return app;
}
