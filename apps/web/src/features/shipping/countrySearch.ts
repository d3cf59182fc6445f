// Finding a country by part of its name (or its code), as the owner types it into the country picker.
import { COUNTRY_CODES, countryName } from '@atelier/domain';

/** Lower case, without accents, so "cote" finds Côte d’Ivoire and "aland" Åland Islands. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const searchable = () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code), folded: folded(countryName(code)) }));
let countries: ReturnType<typeof searchable> | undefined;

/**
 * The countries whose name holds `query`, those it begins first, then those with a word it begins, then the rest,
 * each alphabetically; a code typed whole comes first. `chosen` are left out. An empty query lists every country.
 */
export function countriesMatching(query: string, chosen: readonly string[] = []): string[] {
  countries ??= searchable().sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const wanted = folded(query);
  const rank = (country: { code: string; folded: string }) => {
    if (wanted.length === 2 && country.code.toLowerCase() === wanted) return 0;
    if (country.folded.startsWith(wanted)) return 1;
    if (country.folded.split(/[\s\-’'.&(]+/).some((word) => word.startsWith(wanted))) return 2;
    return country.folded.includes(wanted) ? 3 : null;
  };
  return countries
    .filter((country) => !chosen.includes(country.code))
    .map((country) => ({ code: country.code, rank: rank(country) }))
    .filter((found): found is { code: string; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.code);
}
