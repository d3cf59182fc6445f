// A web build as Vite lays it out, with a renderer that stands in for the web app's: for the tests of the pages.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const STYLES = 'body{color:#222}';

// Stands in for the web build's renderer: it asks the API for the frame's settings and the product in the address, the
// way the real one does through its data layer, and fails for /shop/broken; a page drawn in the browser starts from the settings and
// payment config.
const FAKE_RENDERER = `
export function createPageRenderer(fetchApi) {
  return {
    async render(url) {
      if (url.pathname === '/shop/broken') throw new Error('render failed');
      if (url.pathname === '/about') {
        // What the API tells this page's own calls about the users and their sessions.
        const users = await (await fetchApi(new Request('http://atelier.server/api/auth/users'))).text();
        const sessions = await (await fetchApi(new Request('http://atelier.server/api/auth/sessions'))).text();
        return { html: '<pre>' + users + sessions + '</pre>', state: '', head: { status: 200, title: 'About', siteName: 'Atelier', structuredData: [] } };
      }
      // A French page is the same page under /fr.
      const id = /^(?:\\/fr)?\\/shop\\/([^/]+)$/.exec(url.pathname)?.[1];
      if (!id) return null;
      // The frame of every page: the footer's tagline, its placeholders filled from the zones.
      await fetchApi(new Request('http://atelier.server/api/settings'));
      const answer = await fetchApi(new Request('http://atelier.server/api/products/' + id));
      const body = await answer.json();
      const text = answer.ok ? body.product.name : body.message;
      const head = answer.ok
        ? {
            status: 200,
            title: text + ' | Maison Claire',
            siteName: 'Maison Claire',
            description: body.product.description,
            image: '/images/' + id,
            ...(url.searchParams.has('page') ? { canonical: url.pathname + '?page=' + url.searchParams.get('page') } : {}),
            structuredData: [{ '@type': 'Product', name: text, url: '/shop/' + id, offers: { price: body.product.price.toFixed(2) } }],
          }
        : { status: 404, title: 'Page not found | Atelier', siteName: 'Atelier', structuredData: [] };
      const price = answer.ok ? '<p>$' + body.product.price.toFixed(2) + '</p><p>In stock: ' + body.product.stock + '</p>' : '';
      return { html: '<h1>' + text + '</h1>' + price + 'x'.repeat(2000), state: '<script type="application/json">{}</script>', head };
    },
    async pageStart() {
      const shop = await (await fetchApi(new Request('http://atelier.server/api/settings'))).json();
      const clientConfig = await (await fetchApi(new Request('http://atelier.server/api/config'))).json();
      return '<script type="application/json" id="page-start">' + JSON.stringify({ shop, clientConfig }) + '</script>';
    },
  };
}
`;

/** A web build as Vite lays it out: the page, its stylesheet, a manifest, and the server's renderer. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  for (const sub of ['.vite', '.ssr', 'assets']) mkdirSync(join(dir, sub));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Atelier</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets/index-1.css'), STYLES);
  writeFileSync(join(dir, '.ssr/entry-server.js'), FAKE_RENDERER);
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_api-1.js': { file: 'assets/api-1.js', imports: ['_react-1.js'] },
    'src/features/products/ShopPage.tsx': { file: 'assets/ShopPage-1.js', imports: ['_api-1.js', 'index.html'] },
    'src/app/routes/ProductPage.tsx': { file: 'assets/ProductPage-1.js', imports: ['_api-1.js'] },
    'src/app/routes/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_react-1.js'] },
    'src/dashboard/DashboardApp.tsx': { file: 'assets/DashboardApp-1.js', imports: ['_api-1.js'] },
    'src/shared/i18n/messages/en.ts?lingui': { file: 'assets/en-1.js' },
    'src/shared/i18n/messages/fr.ts?lingui': { file: 'assets/fr-1.js' },
    'src/shared/i18n/messages/reviews/en.ts?lingui': { file: 'assets/en-reviews-1.js' },
    'src/shared/i18n/messages/reviews/fr.ts?lingui': { file: 'assets/fr-reviews-1.js' },
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}
