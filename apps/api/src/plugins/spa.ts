// Serves the built web app: hashed assets, the storefront's public pages rendered on the server, and the plain HTML
// (drawn in the browser) for every other screen. Unknown /api paths answer 404 JSON.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RENDER_ORIGIN } from '@atelier/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOG_CHANGED_BY } from '../features/products/catalogChanges.ts';
import { preferredEncoding } from './contentEncoding.ts';
import { clientHasCopy } from './etags.ts';
import { afterEachChange, isChangeTo } from './httpCaching.ts';
import { inlineStylesheet } from './inlineStylesheet.ts';
import { type Page, pageAddress, pageCopies } from './pageCopies.ts';
import { headTags } from './pageHead.ts';
import { loadPageHints } from './pageHints.ts';
import { CODE_LOADER, pageHtmlFrom } from './pageHtml.ts';
import { loadPageRenderer } from './pageRenderer.ts';
import { inlineSource, pagePolicy } from './securityHeaders.ts';

/**
 * Caches in front of the shop may keep a page as long as an instance does, and serve it as long again while they
 * fetch it anew; a browser asks each time, and gets 304 while the page is unchanged.
 */
function pageCacheControl(copyFreshMs: number): string {
  const seconds = Math.floor(copyFreshMs / 1000);
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}
// About 200 pages of the demo shop, HTML and both compressed forms.
const PAGE_COPIES_MAX_BYTES = 16 * 1024 * 1024;

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  return reply.status(404).send({ message: `Route ${request.method} ${path} not found` });
}

export default fp(async function spaPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir ?? defaultDist;
  if (!existsSync(`${root}/index.html`)) {
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like the others (below), not the bare index.html.
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite puts a content hash in every file name under assets/: they never change.
      if (filePath.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'no-cache');
    },
  });
  const { html: indexHtml, styleSource } = inlineStylesheet(readFileSync(`${root}/index.html`, 'utf8'), root);
  const pageHtml = pageHtmlFrom(indexHtml);
  const policy = pagePolicy(app.config, { styles: styleSource ? [styleSource] : [], scripts: [inlineSource(CODE_LOADER)] });
  const hintsFor = loadPageHints(root);
  const renderer = await loadPageRenderer(app, root);
  // The first render loads React's server code and the pages' lazy parts: done at start-up rather than for a visitor.
  app.addHook('onReady', async () => {
    void renderer?.render(new URL('/', RENDER_ORIGIN)).catch((err) => app.log.warn({ err }, 'warming up the renderer failed'));
  });

  /** The page at the request's address, the same for every visitor. */
  async function page(request: FastifyRequest, address: string, path: string): Promise<Page> {
    try {
      // Rendered from the path and known parameters alone: the host, the cookies and every header are never read.
      const rendered = renderer ? await renderer.render(new URL(address, RENDER_ORIGIN)) : null;
      const links = rendered ? [...hintsFor(path), ...headTags(rendered.head, path, app.config.publicUrl)] : hintsFor(path);
      return { status: rendered?.head.status ?? 200, html: pageHtml(links, rendered), keep: true };
    } catch (err) {
      // The browser can still draw the page from the plain HTML: the visitor loses nothing but time.
      request.log.error({ err }, 'page served without server rendering');
      return { status: 200, html: pageHtml(hintsFor(path), null), keep: false };
    }
  }

  const cacheControl = pageCacheControl(app.config.pageCopyFreshMs);
  const copies = pageCopies({ freshMs: app.config.pageCopyFreshMs, maxBytes: PAGE_COPIES_MAX_BYTES });
  afterEachChange(app, (feature) => {
    if (isChangeTo(CATALOG_CHANGED_BY, feature)) copies.forgetAll();
  });

  // Pages are not part of the API's documentation.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return notFound(request, reply);
    const address = pageAddress(request.url);
    const copy = await copies.page(address, () => page(request, address, path));
    reply
      .status(copy.status)
      .header('Cache-Control', cacheControl)
      .header('Content-Security-Policy', policy)
      .header('ETag', copy.etag)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (copy.status === 200 && clientHasCopy(request.headers['if-none-match'], copy.etag)) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? copy[encoding] : copy.plain);
  });
  app.setNotFoundHandler(notFound);
});
