// A page's Markdown as the HTML the storefront shows: markdown-it with raw HTML off, links only to safe places and no
// inline styles, so what an admin writes can never run a script or restyle the shop (docs/decisions/300).
import MarkdownIt from 'markdown-it';

/** A scheme before the first `/`, `?` or `#`: `https:`, `mailto:`, `javascript:`; a path or `#part` has none. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const ALLOWED_SCHEMES = new Set(['https', 'mailto', 'tel']);

/**
 * markdown-it hands over the address after decoding its entities and percent-encoding what a browser would otherwise
 * drop (tabs, new lines), so `java&#115;cript:` and `java\tscript:` arrive here as what a browser would read.
 */
export function isSafeLink(url: string): boolean {
  const scheme = SCHEME.exec(url.trim().toLowerCase())?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme);
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isSafeLink;
// Aligned table columns come out as `style="text-align:…"`: dropped, as every inline style is.
markdown.core.ruler.push('no_inline_styles', (state) => {
  for (const token of state.tokens) {
    for (const tagged of [token, ...(token.children ?? [])]) {
      if (tagged.attrs) tagged.attrs = tagged.attrs.filter(([name]) => name !== 'style');
    }
  }
});

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}
