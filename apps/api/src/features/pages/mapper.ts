import type { PageSummary, ShopPage } from '@atelier/domain';
import type { pages } from '../../db/schema.ts';
import { renderMarkdown } from './markdown.ts';

export type PageRow = typeof pages.$inferSelect;

export function toPageSummary(row: Pick<PageRow, 'slug' | 'title' | 'updatedAt'>): PageSummary {
  return { slug: row.slug, title: row.title, updatedAt: row.updatedAt.toISOString() };
}

export function toShopPage(row: PageRow): ShopPage {
  return { ...toPageSummary(row), body: row.body, html: renderMarkdown(row.body) };
}
