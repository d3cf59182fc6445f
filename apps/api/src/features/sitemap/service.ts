// What search engines are told the shop holds: every product, category, public page and page of the shop's own, each
// with when it last changed.
import { CATEGORIES } from '@atelier/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { listPages } from '../pages/index.ts';

export interface SitemapEntry {
  /** A path of the shop. */
  path: string;
  lastModified?: Date;
}

/** Pages anyone may open that show no product of their own. */
const PUBLIC_PAGES = ['/contact'];

function latest(dates: Date[]): Date | undefined {
  return dates.reduce<Date | undefined>((last, date) => (!last || date > last ? date : last), undefined);
}

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [rows, shopPages] = await Promise.all([
    db
      .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(desc(products.updatedAt)),
    listPages(db),
  ]);
  const newest = rows[0]?.updatedAt;
  const categories = CATEGORIES.map((category) => ({
    path: `/categories/${category}`,
    lastModified: latest(rows.filter((row) => row.category === category).map((row) => row.updatedAt)),
  }));
  return [
    { path: '/', lastModified: newest },
    { path: '/shop', lastModified: newest },
    ...categories,
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...shopPages.map((page) => ({ path: `/pages/${page.slug}`, lastModified: page.updatedAt })),
    ...rows.map((row) => ({ path: `/shop/${row.id}`, lastModified: row.updatedAt })),
  ];
}
