// What is left to translate: the products without a description in another language, for the dashboard's count and
// the listing's filter that finds them (decision 600).
import { TRANSLATED_LANGUAGES, type TranslatedLanguage, type UntranslatedCounts } from '@atelier/domain';
import { count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';

/** True for a product of `table` with no description written in `language`. */
export function untranslated(table: typeof products, language: TranslatedLanguage): SQL {
  return sql`${table.translations}->${sql.raw(`'${language}'`)}->>'description' is null`;
}

/** Per other language, how many products have no description in it (admins). */
export async function untranslatedCounts(db: Db, actor: Actor | null): Promise<UntranslatedCounts> {
  authorize(actor, 'update', 'product');
  const counts = await Promise.all(
    TRANSLATED_LANGUAGES.map(async (language) => {
      const [row] = await db.select({ n: count() }).from(products).where(untranslated(products, language));
      return [language, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as UntranslatedCounts;
}
