// Serves the built web app: hashed assets, the storefront's public pages rendered on the server, and the plain HTML
// (drawn in the browser) for every other screen. Unknown /api paths answer 404 JSON.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languageOfPath, pathWithoutLanguage, RENDER_ORIGIN } from '@atelier/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheKey } from '../caching/cacheKey.ts';
import type { Answer } from '../caching/copy.ts';
import type { CachePolicy } from '../caching/plugin.ts';
import { PRODUCT_TABLES, SHIPPING_TABLES } from '../caching/tables.ts';
import { inlineSource } from '../http/inlineSource.ts';
import { inlineStylesheet } from '../rendering/inlineStylesheet.ts';
import { headTags } from '../rendering/pageHead.ts';
import { loadPageHints } from '../rendering/pageHints.ts';
import { PAGE_SCRIPT, pageHtmlFrom } from '../rendering/pageHtml.ts';
import { htmlInLanguage, languageAlternates } from '../rendering/pageLanguage.ts';
import { pageQuery } from '../rendering/pageQuery.ts';
import { loadPageRenderer } from '../rendering/pageRenderer.ts';
import { pagePolicy } from './http/securityHeaders.ts';

/**
 * A browser asks each time, and gets 304 while the page is unchanged; a cache in front of the shop may keep a page for
 * a second, so a change shows everywhere within one.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
/**
 * Pages show the catalog and products' reviews, and nothing personal: the browser adds the visitor's own part. The
 * frame's texts and the shop's pages quote delivery figures through placeholders, read from the zones.
 */
const pageCache: CachePolicy = { shows: [...PRODUCT_TABLES, ...SHIPPING_TABLES], servesTo: 'everyone' };

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
  const policy = pagePolicy(app.config, { styles: styleSource ? [styleSource] : [], scripts: [inlineSource(PAGE_SCRIPT)] });
  const hintsFor = loadPageHints(root);
  const renderer = await loadPageRenderer(app, root);
  // The first render loads React's server code and the pages' lazy parts: done at start-up rather than for a visitor.
  app.addHook('onReady', async () => {
    void renderer?.render(new URL('/', RENDER_ORIGIN)).catch((err) => app.log.warn({ err }, 'warming up the renderer failed'));
  });

  /**
   * The storefront's pages name themselves in every language; the dashboard speaks English alone. A page's language
   * is its path's (`/fr/…`), so its copy is kept under an address holding it (decision 591).
   */
  const alternatesOf = (address: string) =>
    pathWithoutLanguage(address).startsWith('/dashboard') ? [] : languageAlternates(address, app.config.publicUrl);

  /** The page at `path` with the parameters a page reads, the same for every visitor. */
  async function page(request: FastifyRequest, path: string): Promise<Answer> {
    const contentType = 'text/html; charset=utf-8';
    const language = languageOfPath(path);
    const hints = hintsFor(path);
    try {
      // Rendered from the path and known parameters alone: the host, the cookies and every header are never read.
      // The address its copy is kept under: the path and the parameters a page reads.
      const address = cacheKey(request);
      const rendered = renderer ? await renderer.render(new URL(address, RENDER_ORIGIN)) : null;
      if (!rendered) {
        const body = pageHtml([...hints, ...alternatesOf(path)], null, await renderer?.pageStart());
        return { contentType, body: htmlInLanguage(body, language) };
      }
      const links = [
        ...hints,
        ...headTags(rendered.head, path, app.config.publicUrl),
        ...alternatesOf(rendered.head.canonical ?? path),
      ];
      return { status: rendered.head.status, contentType, body: htmlInLanguage(pageHtml(links, rendered), language) };
    } catch (err) {
      // The browser can still draw the page from the plain HTML: the visitor loses nothing but time.
      request.log.error({ err }, 'page served without server rendering');
      const start = await renderer?.pageStart().catch(() => '');
      return { contentType, body: htmlInLanguage(pageHtml(hints, null, start), language), keep: false };
    }
  }

  // Unknown API paths are not pages.
  app.get('/api', { schema: { hide: true } }, notFound);
  app.get('/api/*', { schema: { hide: true } }, notFound);
  // Pages are not part of the API's documentation.
  app.get(
    '/*',
    {
      schema: { hide: true, querystring: pageQuery },
      config: { cache: pageCache },
      onRequest: (request, reply, done) => {
        reply.header('Cache-Control', PAGE_CACHE_CONTROL).header('Content-Security-Policy', policy);
        reply.header('Content-Language', languageOfPath(request.url.split('?', 1)[0] ?? ''));
        done();
      },
    },
    (request) => page(request, request.url.split('?', 1)[0] ?? ''),
  );
  app.setNotFoundHandler(notFound);
});
