// Countries as the shop names them: ISO 3166-1 alpha-2 codes, shown by their English names. Free of zod, so the
// storefront may import it.

/** The countries the shop ships to when SHIP_TO_COUNTRIES says nothing. */
export const DEFAULT_SHIP_TO_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'AU', 'NZ'] as const;

/** Two capital letters. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE.test(value);
}

/**
 * Every ISO 3166-1 alpha-2 code, for the admin's country picker: Intl names a region by its code but cannot list them,
 * and it also knows codes that are not countries (EU, ZZ).
 */
export const COUNTRY_CODES: readonly string[] = /* @__PURE__ */ (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
  'BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
  'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT ' +
  'HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
  'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI ' +
  'NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The country's flag as text, 🇫🇷 for `FR`: its two regional indicator symbols, which a system draws as a flag. */
export function countryFlag(code: string): string {
  if (!isCountryCode(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const names = new Map<string, Intl.DisplayNames>();

/** "France" for `FR`, "États-Unis" for `US` in `fr-FR`; a code Intl does not know is shown as it is. */
export function countryName(code: string, locale = 'en'): string {
  let inLocale = names.get(locale);
  if (!inLocale) {
    inLocale = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, inLocale);
  }
  try {
    return inLocale.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "United States, Canada and Mexico" for `['US', 'CA', 'MX']`. */
export function countryList(codes: readonly string[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(codes.map((code) => countryName(code)));
}
