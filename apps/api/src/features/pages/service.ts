// The shop's own pages: anyone reads them; admins write, change and delete them, each in the audit trail.
import { type CreatePageBody, isPageSlug, mergedTranslations, type UpdatePageBody } from '@atelier/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import type { PageRow } from './mapper.ts';

const NOT_FOUND = 'Page not found';

/** Every page, by title: what a menu or a sitemap lists. */
export async function listPages(db: Db): Promise<Pick<PageRow, 'slug' | 'title' | 'updatedAt' | 'translations'>[]> {
  return db
    .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt, translations: pages.translations })
    .from(pages)
    .orderBy(asc(pages.title), asc(pages.slug));
}

/** Which of `slugs` have a page. */
export async function existingPageSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  const rows = await db.select({ slug: pages.slug }).from(pages).where(inArray(pages.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}

export async function findPage(db: Db, slug: string): Promise<PageRow> {
  // A slug no page can have is looked up nowhere: it is simply not found.
  const [page] = isPageSlug(slug) ? await db.select().from(pages).where(eq(pages.slug, slug)).limit(1) : [];
  if (!page) throw new NotFound(NOT_FOUND);
  return page;
}

const audited = (page: Pick<PageRow, 'title' | 'body' | 'translations'>) => ({
  title: page.title,
  body: page.body,
  translations: page.translations,
});

export async function createPage(db: Db, actor: Actor | null, input: CreatePageBody): Promise<PageRow> {
  const admin = authorize(actor, 'create', 'page');
  return db.transaction(async (tx) => {
    const values = { ...input, translations: mergedTranslations({}, input.translations) };
    const [page] = await tx.insert(pages).values(values).onConflictDoNothing().returning();
    if (!page) throw new Conflict(`A page at /pages/${input.slug} already exists`);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'page.created',
      subject: { type: 'page', id: page.slug, label: page.title },
      after: audited(page),
    });
    return page;
  });
}

export async function updatePage(db: Db, actor: Actor | null, slug: string, input: UpdatePageBody): Promise<PageRow> {
  const admin = authorize(actor, 'update', 'page');
  return db.transaction(async (tx) => {
    // Locked, so two admins saving at once are recorded one after the other, each against what it replaced.
    const [before] = isPageSlug(slug) ? await tx.select().from(pages).where(eq(pages.slug, slug)).for('update') : [];
    if (!before) throw new NotFound(NOT_FOUND);
    const [page] = await tx
      .update(pages)
      .set({
        ...input,
        translations: input.translations && mergedTranslations(before.translations, input.translations),
        updatedAt: sql`now()`,
      })
      .where(eq(pages.slug, before.slug))
      .returning();
    if (!page) throw new NotFound(NOT_FOUND);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'page.changed',
      subject: { type: 'page', id: page.slug, label: page.title },
      before: audited(before),
      after: audited(page),
    });
    return page;
  });
}

export async function deletePage(db: Db, actor: Actor | null, slug: string): Promise<void> {
  const admin = authorize(actor, 'delete', 'page');
  await db.transaction(async (tx) => {
    const [page] = isPageSlug(slug) ? await tx.delete(pages).where(eq(pages.slug, slug)).returning() : [];
    if (!page) throw new NotFound(NOT_FOUND);
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'page.deleted',
      subject: { type: 'page', id: page.slug, label: page.title },
      before: audited(page),
    });
  });
}
