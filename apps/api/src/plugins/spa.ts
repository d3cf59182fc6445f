// Serves the built web app: hashed assets, the storefront's public pages rendered on the server, and the plain HTML
// (drawn in the browser) for every other screen. Unknown /api paths answer 404 JSON.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RENDER_ORIGIN, type RenderedPage } from '@atelier/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inlineStylesheet } from './inlineStylesheet.ts';
import { headTags } from './pageHead.ts';
import { loadPageHints } from './pageHints.ts';
import { pageHtmlFrom } from './pageHtml.ts';
import { loadPageRenderer } from './pageRenderer.ts';
import { pagePolicy } from './securityHeaders.ts';

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
  const policy = pagePolicy(app.config, styleSource ? [styleSource] : []);
  const hintsFor = loadPageHints(root);
  const renderer = await loadPageRenderer(app, root);
  // The first render loads React's server code and the pages' lazy parts: done at start-up rather than for a visitor.
  app.addHook('onReady', async () => {
    void renderer?.render(new URL('/', RENDER_ORIGIN)).catch((err) => app.log.warn({ err }, 'warming up the renderer failed'));
  });

  async function renderedPage(request: FastifyRequest): Promise<RenderedPage | null> {
    if (!renderer) return null;
    try {
      // Pages are rendered from the path alone; the host is never read.
      return await renderer.render(new URL(request.url, RENDER_ORIGIN));
    } catch (err) {
      // The browser can still draw the page from the plain HTML: the visitor loses nothing but time.
      request.log.error({ err }, 'page served without server rendering');
      return null;
    }
  }

  // A route, not the not-found handler, so the HTML is compressed like every other answer.
  // Pages are not part of the API's documentation.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return notFound(request, reply);
    const page = await renderedPage(request);
    const links = page ? [...hintsFor(path), ...headTags(page.head, path, app.config.publicUrl)] : hintsFor(path);
    return reply
      .status(page?.head.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', policy)
      .type('text/html; charset=utf-8')
      .send(pageHtml(links, page));
  });
  app.setNotFoundHandler(notFound);
});
