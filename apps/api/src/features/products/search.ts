// Text search over the catalog: which products match a shopper's words, and how well, in the page's language.
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { frenchSearchDocument, products, searchWords, searchWordsFr } from '../../db/schema.ts';

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
  /** The words the shopper probably meant, when a typo was corrected ('slik' → 'silk'); otherwise undefined. */
  didYouMean: string | undefined;
  /** Higher for a better match: words in the name above those in the description, whole words above the rest. */
  relevance: SQL;
}

/** How a language's search reads: its text search configuration, its products' document and its dictionary. */
interface SearchLanguage {
  /** The configuration, written into the statement. */
  config: SQL;
  document: SQLWrapper;
  /** The dictionary's table, its words as written, and those a typed word is compared with. */
  dictionary: typeof searchWords | typeof searchWordsFr;
  written: AnyPgColumn;
  compared: AnyPgColumn;
  /** A typed word as the dictionary's compared words are spelt. */
  comparable: (word: string) => string;
}

/**
 * A French word without its accents, as PostgreSQL's `unaccent` writes it for French's letters ("écharpe" →
 * "echarpe", "cœur" → "coeur"), so what the shopper typed is compared with the dictionary's `plain` (decision 605).
 */
const withoutAccents = (word: string) => word.replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');

const SEARCH_LANGUAGES: Record<Language, SearchLanguage> = {
  en: {
    config: sql.raw(`'english'`),
    document: products.searchDocument,
    dictionary: searchWords,
    written: searchWords.word,
    compared: searchWords.word,
    comparable: (word) => word,
  },
  fr: {
    config: sql.raw(`'french_unaccent'`),
    document: frenchSearchDocument(products),
    dictionary: searchWordsFr,
    written: searchWordsFr.word,
    compared: searchWordsFr.plain,
    comparable: withoutAccents,
  },
};

/** The letters and digits of what the shopper typed, as words; punctuation separates them and means nothing. */
function typedWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** The word with two neighbouring letters swapped, each way it can be: 'slik' gives 'lsik', 'silk' and 'slki'. */
export function transpositions(word: string): string[] {
  const letters = Array.from(word);
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    swapped.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
  }
  return [...swapped];
}

/**
 * The catalog words a misspelt `word` may stand for, closest first: those spelt almost like it by trigrams
 * ('linnen' → 'linen', 'earing' → 'earrings'), and a word with two neighbouring letters swapped ('slik' → 'silk'),
 * which trigrams hardly see and which counts as the closest of all, one typo as search engines count it.
 */
function nearWords(word: string, { dictionary, written, compared }: SearchLanguage): SQL {
  const swaps = transpositions(word);
  const swapped =
    swaps.length > 0
      ? sql`${compared} in (${sql.join(
          swaps.map((swap) => sql`${swap}`),
          sql`, `,
        )})`
      : sql`false`;
  const closeness = sql`case when ${swapped} then 1 else similarity(${compared}, ${word}) end`;
  return sql`select ${written} as word, ${closeness} as closeness, max(${closeness}) over () as best
    from ${dictionary} where ${compared} % ${word} or ${swapped}
    order by closeness desc limit ${MAX_SPELLINGS}`;
}

/**
 * One word as a piece of tsquery text: itself as a prefix (so 'earring' finds 'earrings' and 'dres' finds 'dress'),
 * or any catalog word spelt almost like it (`nearWords`). Words are letters and digits only, so they cannot change the
 * tsquery's syntax.
 */
function spellings(word: string, language: SearchLanguage): SQL {
  const typed = `${word}:*`;
  if (word.length < MIN_CORRECTED_LENGTH) return sql`${`(${typed})`}::text`;
  return sql`(select '(' || ${typed}::text || coalesce(' | ' || string_agg(near.word, ' | '), '') || ')'
    from (${nearWords(word, language)}) as near where near.closeness >= near.best * ${NEARLY_AS_CLOSE})`;
}

/**
 * What the shopper probably meant by `typed`: the closest catalog word when no catalog word starts as it does (both
 * compared as the dictionary spells its compared words).
 */
function meant(typed: string, language: SearchLanguage): SQL {
  const word = language.comparable(typed);
  if (word.length < MIN_CORRECTED_LENGTH) return sql`${typed}::text`;
  const { dictionary, compared } = language;
  return sql`(select case when exists (select 1 from ${dictionary} where ${compared} like ${`${word}%`}) then ${typed}::text
    else coalesce((select near.word from (${nearWords(word, language)}) as near limit 1), ${typed}::text) end)`;
}

/**
 * The shopper's words as one tsquery, spelt as the catalog spells them (tests explain its plan), and the words they
 * probably meant, to offer when that differs from what they typed.
 */
export function correctedQuery(words: string[], language: SearchLanguage = SEARCH_LANGUAGES[DEFAULT_LANGUAGE]): SQL {
  const spelt = words.map((word) => spellings(language.comparable(word), language));
  // Words the language drops ('with', 'the', 'avec') vanish from the query instead of excluding everything.
  return sql`select to_tsquery(${language.config}, concat_ws(' & ', ${sql.join(spelt, sql`, `)}))::text as query,
    concat_ws(' ', ${sql.join(
      words.map((word) => meant(word, language)),
      sql`, `,
    )}) as meant`;
}

/**
 * The search for `text`, or null when it holds no word at all (then nothing matches). The words are corrected against
 * the dictionary in a query of their own, so the page and its count each get a ready tsquery: they neither plan nor
 * run the corrections again (on a busy machine that halved a search's time at 100,000 products).
 */
export async function productSearch(
  db: Db,
  text: string,
  languageCode: Language = DEFAULT_LANGUAGE,
): Promise<ProductSearch | null> {
  const language = SEARCH_LANGUAGES[languageCode];
  const words = typedWords(text);
  if (words.length === 0) return null;
  // Both drivers answer raw SQL with `rows`; drizzle's shared type does not say so.
  const { rows } = (await db.execute(correctedQuery(words, language))) as unknown as {
    rows: Array<{ query: string; meant: string }>;
  };
  const meantWords = rows[0]?.meant ?? '';
  // Already normalised by to_tsquery: read back as it is, not stemmed again.
  const everyWord = sql`${rows[0]?.query ?? ''}::tsquery`;
  const wholeWords = sql`to_tsquery(${language.config}, ${words.map(language.comparable).join(' | ')})`;
  const { document } = language;
  return {
    matches: sql`${document} @@ ${everyWord}`,
    didYouMean: meantWords !== words.join(' ') ? meantWords : undefined,
    relevance: sql`(ts_rank(${document}, ${everyWord}) + ts_rank(${document}, ${wholeWords}))`,
  };
}
