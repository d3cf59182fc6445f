// The shop's own pages (shipping, returns, privacy, terms, …): Markdown written by an admin, shown at /pages/{slug}
// as HTML the server renders and makes safe (docs/decisions/300).
import { z } from 'zod';
import { requiredText } from './fields.ts';
import { type Translations, translationsField } from './translations.ts';

export const PAGE_SLUG_MAX_LENGTH = 60;
export const PAGE_BODY_MAX_LENGTH = 100_000;
const SLUG = /^[a-z0-9-]+$/;

/** The part of a page's address after /pages/: lower-case letters, digits and hyphens. */
export function isPageSlug(value: string): boolean {
  return value.length <= PAGE_SLUG_MAX_LENGTH && SLUG.test(value);
}

export const pageSlug = requiredText('Slug', PAGE_SLUG_MAX_LENGTH).refine((value) => SLUG.test(value), {
  message: 'Slug may hold only lower-case letters, digits and hyphens',
});
const pageTitle = requiredText('Title', 120);
const pageBody = z
  .string({ error: 'Body must be text' })
  .max(PAGE_BODY_MAX_LENGTH, `Body must be at most ${PAGE_BODY_MAX_LENGTH.toLocaleString('en')} characters`);

/** A page's texts the owner may write in other languages, each with its longest length. */
export const PAGE_TRANSLATED_TEXTS = { title: 120, body: PAGE_BODY_MAX_LENGTH } as const;
export type PageTranslations = Translations<keyof typeof PAGE_TRANSLATED_TEXTS>;
/** Its title and body in the shop's other languages: `{ "fr": { "title": "…", "body": "…" } }`. */
const pageTranslations = translationsField(PAGE_TRANSLATED_TEXTS).optional();

/** POST /api/pages */
export const createPageBody = z.object({ slug: pageSlug, title: pageTitle, body: pageBody, translations: pageTranslations });
export type CreatePageBody = z.infer<typeof createPageBody>;

/** PUT /api/pages/{slug}: the slug stays; a page at another address is a new page. */
export const updatePageBody = z.object({ title: pageTitle, body: pageBody, translations: pageTranslations });
export type UpdatePageBody = z.infer<typeof updatePageBody>;

/** One entry of GET /api/pages. */
export const pageSummary = z.object({ slug: z.string(), title: z.string(), updatedAt: z.string() });
export type PageSummary = z.infer<typeof pageSummary>;

/**
 * GET /api/pages/{slug}: `body` is the Markdown as written, `html` what the storefront shows; in the language asked,
 * and to an admin with every `translations` as written.
 */
export const shopPage = pageSummary.extend({
  body: z.string(),
  html: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type ShopPage = z.infer<typeof shopPage>;

export const pageList = z.array(pageSummary);
