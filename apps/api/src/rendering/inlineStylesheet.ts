// The app's stylesheet written into its HTML, so the first paint waits for no request but the page itself
// (docs/decisions/078). The Content-Security-Policy lets that one <style> element in by its hash. A disabled link to
// the same file stays in the head: Vite's loader, before it loads a lazy part, looks for a stylesheet link to each CSS
// file the part needs, and would otherwise fetch the stylesheet again; a disabled link is neither fetched nor applied.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineSource } from '../http/inlineSource.ts';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

export interface InlinedStylesheet {
  html: string;
  /** The CSP source for the inlined styles, or null when the page links no stylesheet. */
  styleSource: string | null;
}

export function inlineStylesheet(html: string, distDir: string): InlinedStylesheet {
  const link = STYLESHEET_LINK.exec(html);
  if (!link?.[1]) return { html, styleSource: null };
  const css = readFileSync(join(distDir, link[1]), 'utf8');
  // A function as replacement, so `$` in the CSS is not read as a replacement pattern.
  const inlined = `<style>${css}</style><link rel="stylesheet" href="/${link[1]}" disabled>`;
  return { html: html.replace(link[0], () => inlined), styleSource: inlineSource(css) };
}
