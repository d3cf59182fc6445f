// A page's HTML: the built index.html with the page's preload hints and, when the server rendered the page, its
// markup and the state the browser takes it over from; otherwise the page start the browser draws its frame from.
import { escapeHtml } from './html.ts';
import type { RenderedPage } from './pageRenderer.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/** The entry script and the module hints, the template's and the page's own alike: the app's code. */
const CODE_TAGS = /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Taps on a rendered page's buttons and fields before its code has taken it over: each is held (the browser's own
 * action, such as ticking a size, undone), the control marked `data-held`, and the app plays them again once the page
 * answers (apps/web/src/shared/heldTaps.ts). A link needs no code and is left to the browser.
 */
const HELD_TAPS = [
  'window.heldTaps=[];',
  "addEventListener('click',e=>{const c=window.heldTaps&&e.target.closest?.('#root button,#root input');",
  "if(c){e.preventDefault();e.stopPropagation();c.setAttribute('data-held','');heldTaps.push(c)}},true);",
].join('');

/**
 * What starts a rendered page's code once the browser reports the page painted: its script and module hints wait in
 * an inert template until then (a browser that reports no paints starts it after the first frame).
 */
const CODE_LOADER = [
  "const start=()=>document.head.append(document.getElementById('page-code').content);",
  "if(PerformanceObserver.supportedEntryTypes?.includes('paint'))",
  "new PerformanceObserver((_,observer)=>{observer.disconnect();start()}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(()=>setTimeout(start));',
].join('');

/** The rendered page's one inline script: its hash lets it past the Content-Security-Policy. */
export const PAGE_SCRIPT = `${HELD_TAPS}${CODE_LOADER}`;

/**
 * A rendered page needs its code only to answer taps, so the code is asked for once the page is painted: until then
 * the pictures and fonts the visitor sees have the connection to themselves (decisions 078, 235).
 */
function codeAfterFirstPaint(html: string): string {
  const code = html.match(CODE_TAGS) ?? [];
  return html
    .replace(CODE_TAGS, '')
    .replace('</body>', () => `<template id="page-code">${code.join('')}</template><script>${PAGE_SCRIPT}</script>\n</body>`);
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
 * The page's first pictures are asked for at the top of the head, before the inline stylesheet: left at the start of
 * the body, a phone read about 60 KB of styles before it found the largest picture of the page.
 */
function picturesFirst(html: string, page: RenderedPage): { html: string; markup: string } {
  const preloads = PICTURE_PRELOADS.exec(page.html)?.[0];
  const at = html.indexOf('<style>');
  if (!preloads || at < 0) return { html, markup: page.html };
  return { html: `${html.slice(0, at)}${preloads}\n    ${html.slice(at)}`, markup: page.html.slice(preloads.length) };
}

/** Pages from one template: drawn in the browser from its code, or rendered and painted before the code is asked for. */
export function pageHtmlFrom(template: string) {
  return (links: string[], page: RenderedPage | null, pageStart = ''): string => {
    if (!page) return withLinks(template, links).replace(EMPTY_ROOT, () => `${EMPTY_ROOT}${pageStart}`);
    const { html, markup } = picturesFirst(withPageTitle(template, page), page);
    return codeAfterFirstPaint(withLinks(html, links)).replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${page.state}`);
  };
}
