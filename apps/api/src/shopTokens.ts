// The shop's look for the pages the API draws itself (the sandbox checkout): the web app's Tailwind theme tokens,
// read from the one file both apps share and served as plain custom properties.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const theme = readFileSync(createRequire(import.meta.url).resolve('@atelier/domain/tokens.css'), 'utf8');

/** `--color-…`, `--font-…`, `--radius-…` and `--shadow-…` on `:root`, as the web app has them. */
export const SHOP_TOKENS_CSS = theme.replace('@theme', ':root');
