import {
  escapeMarkdown,
  fillPlaceholders,
  inLanguage,
  type Language,
  type PageSummary,
  type PlaceholderValues,
  type ShopPage,
} from '@atelier/domain';
import type { pages } from '../../db/schema.ts';
import { renderMarkdown } from './markdown.ts';

export type PageRow = typeof pages.$inferSelect;

/** The page with its title and body in `language`, each in English where none is written. */
export function pageInLanguage<Row extends Pick<PageRow, 'title' | 'translations'>>(
  row: Row,
  language: Language | undefined,
): Row {
  return inLanguage(row, row.translations, language);
}

export function toPageSummary(row: Pick<PageRow, 'slug' | 'title' | 'updatedAt'>): PageSummary {
  return { slug: row.slug, title: row.title, updatedAt: row.updatedAt.toISOString() };
}

/** The body as written (placeholders and all, for the editor), and as HTML with each placeholder's value written in. */
export function toShopPage(row: PageRow, placeholders: PlaceholderValues): ShopPage {
  return {
    ...toPageSummary(row),
    body: row.body,
    html: renderMarkdown(fillPlaceholders(row.body, placeholders, escapeMarkdown)),
  };
}
