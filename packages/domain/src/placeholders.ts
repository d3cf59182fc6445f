// The placeholders an owner's text may hold (`{{freeShippingFrom}}`): a figure of the shop's data written in where the
// text is shown, so a page, the tagline or a promise stays true when the owner changes the zones (decision 531).

/** Each placeholder, and what it is replaced with, as the page editor's help and docs/features.md list them. */
export const PLACEHOLDERS = {
  freeShippingFrom: 'the lowest "free from" threshold of a delivery method of the home zone, e.g. $100.00',
  deliveryFrom: 'the lowest price of a delivery method in any zone, e.g. $5.95',
  deliveryDays: "how long the home zone's methods take, from the fastest to the slowest, e.g. 1–5 working days",
  homeZone: "the home zone's name, e.g. United States",
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

/** The value of each placeholder the shop's data gives now, formatted to be read; one it gives none is left out. */
export type PlaceholderValues = Partial<Record<PlaceholderName, string>>;

/** `{{name}}`, spaces allowed inside the braces. */
const WRITTEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

const isPlaceholder = (name: string): name is PlaceholderName => Object.hasOwn(PLACEHOLDERS, name);

/**
 * `text` with each placeholder the shop has a value for written in, through `escapeValue` (for Markdown, say). An
 * unknown placeholder, or one the data gives no value now, is left as written: the owner sees what to correct.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  escapeValue: (value: string) => string = String,
): string {
  return text.replace(WRITTEN, (written, name: string) => {
    const value = isPlaceholder(name) ? values[name] : undefined;
    return value === undefined ? written : escapeValue(value);
  });
}

/** Text as Markdown that reads as that text: each punctuation mark Markdown could take for its own, escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, '\\$&');
}
