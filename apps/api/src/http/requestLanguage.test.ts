import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './requestLanguage.ts';

describe("a request's Accept-Language", () => {
  it("names the shop's language it weighs highest, a region counting as its language", () => {
    expect(acceptedLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptedLanguage('de-DE, en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(acceptedLanguage('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
  });

  it('falls back on English when it names none of them, refuses them or is missing', () => {
    expect(acceptedLanguage('de-DE,es;q=0.5')).toBe('en');
    expect(acceptedLanguage('fr;q=0, de')).toBe('en');
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('*')).toBe('en');
  });
});
