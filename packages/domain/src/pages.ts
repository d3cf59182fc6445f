// The shop's own pages (shipping, returns, privacy, terms, …): Markdown written by an admin, shown at /pages/{slug}
// as HTML the server renders and makes safe (docs/decisions/300).
import { z } from 'zod';
import { requiredText } from './fields.ts';

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

/** POST /api/pages */
export const createPageBody = z.object({ slug: pageSlug, title: pageTitle, body: pageBody });
export type CreatePageBody = z.infer<typeof createPageBody>;

/** PUT /api/pages/{slug}: the slug stays; a page at another address is a new page. */
export const updatePageBody = z.object({ title: pageTitle, body: pageBody });
export type UpdatePageBody = z.infer<typeof updatePageBody>;

/** One entry of GET /api/pages. */
export const pageSummary = z.object({ slug: z.string(), title: z.string(), updatedAt: z.string() });
export type PageSummary = z.infer<typeof pageSummary>;

/** GET /api/pages/{slug}: `body` is the Markdown as written, `html` what the storefront shows. */
export const shopPage = pageSummary.extend({ body: z.string(), html: z.string() });
export type ShopPage = z.infer<typeof shopPage>;

export const pageList = z.array(pageSummary);
