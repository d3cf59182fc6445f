// Text search over the catalog: which products match a shopper's words, and how well.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, searchWords } from '../../db/schema.ts';

/** Enough for any real query; more words would only lengthen the SQL. */
const MAX_WORDS = 8;
/** The dictionary holds no shorter words, and trigrams say nothing useful about them. */
const MIN_CORRECTED_LENGTH = 3;
/** The catalog words a misspelt word may stand for: the closest, and those nearly as close. */
const MAX_SPELLINGS = 5;
const NEARLY_AS_CLOSE = 0.8;

export interface ProductSearch {
  /** True for a product that has every word, as typed, as the start of a word, or spelt as the catalog spells it. */
  matches: SQL;
  /** Higher for a better match: words in the name above those in the description, whole words above the rest. */
  relevance: SQL;
}

/** The letters and digits of what the shopper typed, as words; punctuation separates them and means nothing. */
function typedWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * One word as a piece of tsquery text: itself as a prefix (so 'earring' finds 'earrings' and 'dres' finds 'dress'),
 * or any catalog word spelt almost like it by trigrams ('linnen' → 'linen', 'earing' → 'earrings'). Words are
 * letters and digits only, so they cannot change the tsquery's syntax.
 */
function spellings(word: string): SQL {
  const typed = `${word}:*`;
  if (word.length < MIN_CORRECTED_LENGTH) return sql`${`(${typed})`}::text`;
  const closeness = sql`similarity(${searchWords.word}, ${word})`;
  return sql`(select '(' || ${typed}::text || coalesce(' | ' || string_agg(near.word, ' | '), '') || ')'
    from (select ${searchWords.word} as word, ${closeness} as closeness, max(${closeness}) over () as best
          from ${searchWords} where ${searchWords.word} % ${word}
          order by closeness desc limit ${MAX_SPELLINGS}) as near
    where near.closeness >= near.best * ${NEARLY_AS_CLOSE})`;
}

/** The shopper's words as one tsquery, spelt as the catalog spells them (tests explain its plan). */
export function correctedQuery(words: string[]): SQL {
  // Words English drops ('with', 'the') vanish from the query instead of excluding everything.
  return sql`select to_tsquery('english', concat_ws(' & ', ${sql.join(words.map(spellings), sql`, `)}))::text as query`;
}

/**
 * The search for `text`, or null when it holds no word at all (then nothing matches). The words are corrected against
 * the dictionary in a query of their own, so the page and its count each get a ready tsquery: they neither plan nor
 * run the corrections again (on a busy machine that halved a search's time at 100,000 products).
 */
export async function productSearch(db: Db, text: string): Promise<ProductSearch | null> {
  const words = typedWords(text);
  if (words.length === 0) return null;
  // Both drivers answer raw SQL with `rows`; drizzle's shared type does not say so.
  const { rows } = (await db.execute(correctedQuery(words))) as unknown as { rows: Array<{ query: string }> };
  // Already normalised by to_tsquery: read back as it is, not stemmed again.
  const everyWord = sql`${rows[0]?.query ?? ''}::tsquery`;
  const wholeWords = sql`to_tsquery('english', ${words.join(' | ')})`;
  return {
    matches: sql`${products.searchDocument} @@ ${everyWord}`,
    relevance: sql`(ts_rank(${products.searchDocument}, ${everyWord}) + ts_rank(${products.searchDocument}, ${wholeWords}))`,
  };
}
