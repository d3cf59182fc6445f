import { describe, expect, it } from 'vitest';
import { countriesMatching } from './countrySearch';

describe('finding a country by what the owner types', () => {
  it('finds a country by part of its name, whatever the case, names that begin with it first', () => {
    expect(countriesMatching('portu')).toEqual(['PT']);
    // Guinea and Guinea-Bissau begin with it; a word of Equatorial Guinea and Papua New Guinea does.
    expect(countriesMatching('guinea')).toEqual(['GN', 'GW', 'GQ', 'PG']);
    expect(countriesMatching('land')).toContain('PL');
    expect(countriesMatching('NETH')).toEqual(['NL', 'BQ']); // Netherlands, then Caribbean Netherlands
  });

  it('ignores accents, and takes a code typed whole', () => {
    expect(countriesMatching('cote')).toEqual(['CI']);
    expect(countriesMatching('de')[0]).toBe('DE');
  });

  it('leaves out the countries already chosen, and lists all when nothing is typed', () => {
    expect(countriesMatching('fra', ['FR'])).toEqual([]);
    expect(countriesMatching('')).toHaveLength(249);
    expect(countriesMatching('', ['FR', 'DE'])).toHaveLength(247);
  });
});
