// A catalog big enough for the databases to plan listings as they would a shop's, and the plans they make of it.
import { CATEGORIES, COLORS } from '@atelier/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';

/** 5,000 products over every category and colour, priced $1 to $300, one a minute apart; then fresh statistics. */
export async function addPlanCatalog(db: Db): Promise<void> {
  const start = Date.UTC(2024, 0, 1);
  const rows = Array.from({ length: 5_000 }, (_, i) => ({
    name: `Piece ${i}`,
    category: CATEGORIES[i % CATEGORIES.length] as string,
    color: COLORS[i % COLORS.length] as string,
    description: 'Hand finished.',
    priceCents: (i % 300) * 100 + 100,
    createdAt: new Date(start + i * 60_000),
  }));
  await db.insert(products).values(rows);
  await db.execute(sql`analyze products, product_counts`);
}

/** What `explain …` answers on `db`, as one text. */
export async function planText(db: Db, explained: SQL): Promise<string> {
  // Both drivers answer `{ rows }`; the shared Db type does not say so.
  const result = (await db.execute(explained)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}
