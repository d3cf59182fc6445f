// The shop's look for the pages the API draws itself (the sandbox checkout): the web app's Tailwind theme tokens,
// read from the one file both apps share and served as plain custom properties.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const theme = readFileSync(createRequire(import.meta.url).resolve('@atelier/domain/tokens.css'), 'utf8');

/** `--color-…`, `--font-…`, `--radius-…` and `--shadow-…` on `:root`, as the web app has them. */
export const SHOP_TOKENS_CSS = theme.replace('@theme', ':root');

/** One token's value (`color-accent` → `#7a2840`), for places custom properties do not reach, such as mails. */
export function shopToken(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(theme)?.[1];
  if (!value) throw new Error(`no shop token --${name}`);
  return value.trim();
}
