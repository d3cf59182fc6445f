// Search at catalog scale: 200 different searches of a material and a piece, half of them misspelt, and their plans.
import { explain, MATERIALS, maxPriceAboveAll, PIECES } from './lib/database.mjs';
import { sequentially, WARM_UP_REQUESTS } from './lib/load.mjs';

const REQUESTS = 200;

/** A shopper's slip: one letter doubled ('linnen'), or one dropped ('dres'). */
function misspelt(word, i) {
  const at = 1 + (i % (word.length - 2));
  return i % 2 === 0 ? word.slice(0, at) + word[at] + word.slice(at) : word.slice(0, at) + word.slice(at + 1);
}

function searchUrls(origin) {
  const urls = [];
  for (let i = 0; i < REQUESTS + WARM_UP_REQUESTS; i++) {
    const material = MATERIALS[i % MATERIALS.length].toLowerCase();
    const piece = PIECES[Math.floor(i / MATERIALS.length) % PIECES.length];
    const words = i % 2 === 0 ? `${material} ${piece}` : `${misspelt(material, i)} ${misspelt(piece, i + 1)}`;
    urls.push(`${origin}/api/products?q=${encodeURIComponent(words)}&limit=8&maxPrice=${maxPriceAboveAll(i)}`);
  }
  return urls;
}

// The shop's search for 'linnen dres' (apps/api/src/features/products/search.ts): each word as typed or spelt as the
// catalog spells it, ranked by the words it shares with the name and the description.
const spellings = (word) => `(select '(' || '${word}:*' || coalesce(' | ' || string_agg(near.word, ' | '), '') || ')'
  from (select word, similarity(word, '${word}') as closeness, max(similarity(word, '${word}')) over () as best
        from search_words where word % '${word}' order by closeness desc limit 5) as near
  where near.closeness >= near.best * 0.8)`;
const everyWord = `(select to_tsquery('english', concat_ws(' & ', ${spellings('linnen')}, ${spellings('dres')})))`;
const SEARCH_SQL = {
  searchPage: `select * from products where search_document @@ ${everyWord}
               order by ts_rank(search_document, ${everyWord}) + ts_rank(search_document, to_tsquery('english', 'linnen | dres')) desc,
                        created_at desc nulls last, id desc nulls last limit 8`,
  searchCount: `select count(*) from products where search_document @@ ${everyWord}`,
};

export async function searchAtScale(origin, client) {
  const latency = await sequentially(searchUrls(origin));
  const plans = {};
  for (const [name, sql] of Object.entries(SEARCH_SQL)) plans[name] = await explain(client, sql);
  return { latency, plans };
}
