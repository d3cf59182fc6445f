// Serves the built web app with a history fallback; unknown /api paths answer 404 JSON.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadPageHints } from './pageHints.ts';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export default fp(async function spaPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir ?? defaultDist;
  const hasBuild = existsSync(`${root}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every file name under assets/: they never change.
        if (filePath.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(`${root}/index.html`, 'utf8') : '';
  // An unknown product or a database outage only costs the hints; the page itself tells the visitor.
  const hints = hasBuild ? loadPageHints(root, (err) => app.log.debug({ err }, 'page served without hints')) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api';
    if (isApi || request.method !== 'GET' || !hints) {
      return reply.status(404).send({ message: `Route ${request.method} ${path} not found` });
    }
    reply.header('Cache-Control', 'no-cache');
    const links = await hints.linksFor(app.db, path);
    if (links.length === 0) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(indexHtml.replace('</head>', `${links.join('\n')}\n</head>`));
  });
});
