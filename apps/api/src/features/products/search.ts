// Text search over the catalog: which products match a shopper's words, and how well.
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';

/** Enough for any real query; more words would only lengthen the SQL. */
const MAX_WORDS = 8;
/** Trigrams say nothing useful about shorter words, and their LIKE could not use the trigram index. */
const MIN_FUZZY_LENGTH = 3;

export interface ProductSearch {
  /** True for a product that has every word: as a word or its start (full text), a fragment or a near spelling of its name. */
  matches: SQL;
  /** Higher for a better match: whole words in the name above those in the description, close spellings above distant. */
  relevance: SQL;
}

/** The letters and digits of what the shopper typed, as words; punctuation separates them and means nothing. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

function matchesWord(word: string): SQL {
  // A word the English dictionary drops ('with', 'the') leaves an empty query, which must not exclude anything.
  const prefix = sql`to_tsquery('english', ${`${word}:*`})`;
  const fullText = sql`(numnode(${prefix}) = 0 or ${products.searchDocument} @@ ${prefix})`;
  if (word.length < MIN_FUZZY_LENGTH) return fullText;
  return sql`(${fullText} or ${products.name} ilike ${`%${word}%`} or ${word} <% ${products.name})`;
}

/** The search for `text`, or null when it holds no word at all (then nothing matches). */
export function productSearch(text: string): ProductSearch | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const wholeWords = sql`to_tsquery('english', ${words.join(' | ')})`;
  return {
    matches: sql.join(words.map(matchesWord), sql` and `),
    relevance: sql`(ts_rank(${products.searchDocument}, ${wholeWords}) + word_similarity(${words.join(' ')}, ${products.name}) / 2)`,
  };
}
