import { describe, expect, it } from 'vitest';
import { pageHtmlFrom } from './pageHtml.ts';
import type { RenderedPage } from './pageRenderer.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>Atelier</title><script type="module" crossorigin src="/assets/index-1.js"></script><style>body{color:#222}</style></head><body><div id="root"></div></body></html>';
const PICTURE = '<link rel="preload" as="image" imageSrcSet="/images/a.webp?w=320 320w" fetchPriority="high"/>';

const rendered = (html: string): RenderedPage => ({
  html,
  state: '<script type="application/json" id="server-render">{}</script>',
  head: { status: 200, title: 'Silk slip dress', siteName: 'Atelier', structuredData: [] },
});

describe('a rendered page’s HTML', () => {
  it('asks for the page’s first picture before its stylesheet, and for its code once the page is painted', () => {
    const html = pageHtmlFrom(TEMPLATE)([], rendered(`${PICTURE}<main><img src="/images/a.webp"></main>`));
    const picture = html.indexOf(PICTURE);
    expect(picture).toBeGreaterThan(html.indexOf('<head>'));
    expect(picture).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.indexOf('<template id="page-code">'));
    // Once, and the page's markup itself left whole.
    expect(html.split(PICTURE)).toHaveLength(2);
    expect(html).toContain('<div id="root"><main><img src="/images/a.webp"></main></div><script type="application/json"');
  });

  it('leaves a page without a preloaded picture as it was rendered', () => {
    const html = pageHtmlFrom(TEMPLATE)([], rendered('<main><h1>Shop</h1></main>'));
    expect(html).toContain('<div id="root"><main><h1>Shop</h1></main></div>');
    expect(html).toContain('<title>Silk slip dress</title><style>');
  });
});
