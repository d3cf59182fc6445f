// A page's HTML: the built index.html with the page's preload hints and, when the server rendered the page, its
// markup and the state the browser takes it over from.
import { escapeHtml } from '../html.ts';
import type { RenderedPage } from './pageRenderer.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A rendered page needs its code only to answer taps, so the code is fetched at low priority: the browser gives its
 * first connections to the pictures and fonts the visitor sees (decision 078).
 */
function codeAtLowPriority(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

function withLinks(template: string, links: string[]): string {
  return links.length > 0 ? template.replace('</head>', `${links.join('\n')}\n</head>`) : template;
}

/** The page's own title, and no description of the shop's where the page brings its own (among its head tags). */
function withPageTitle(html: string, page: RenderedPage): string {
  const titled = page.head.title
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title)}</title>`)
    : html;
  return page.head.description ? titled.replace(/<meta name="description" content="[^"]*"\s*\/?>\n?\s*/, '') : titled;
}

// React writes the preloads of the pictures a page fetches first (an <img fetchpriority="high">) ahead of its markup.
const PICTURE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * The page's first pictures are asked for at the top of the head, before the code's hints and the inline stylesheet:
 * left at the start of the body, a phone read about 60 KB of styles before it found the largest picture of the page.
 */
function picturesFirst(html: string, page: RenderedPage): { html: string; markup: string } {
  const preloads = PICTURE_PRELOADS.exec(page.html)?.[0];
  const at = html.indexOf('<script type="module"');
  if (!preloads || at < 0) return { html, markup: page.html };
  return { html: `${html.slice(0, at)}${preloads}\n    ${html.slice(at)}`, markup: page.html.slice(preloads.length) };
}

/** Pages from one template; its low-priority twin for rendered pages is made once, not for every answer. */
export function pageHtmlFrom(template: string) {
  const renderedTemplate = codeAtLowPriority(template);
  return (links: string[], page: RenderedPage | null): string => {
    if (!page) return withLinks(template, links);
    const { html, markup } = picturesFirst(withPageTitle(renderedTemplate, page), page);
    return withLinks(html, links.map(codeAtLowPriority)).replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${page.state}`);
  };
}
