// Countries as the shop names them: ISO 3166-1 alpha-2 codes, shown by their English names. Free of zod, so the
// storefront may import it.

/** The countries the shop ships to when SHIP_TO_COUNTRIES says nothing. */
export const DEFAULT_SHIP_TO_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'AU', 'NZ'] as const;

/** Two capital letters. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE.test(value);
}

let names: Intl.DisplayNames | undefined;

/** "France" for `FR`; a code Intl does not know is shown as it is. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "United States, Canada and Mexico" for `['US', 'CA', 'MX']`. */
export function countryList(codes: readonly string[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(codes.map(countryName));
}
