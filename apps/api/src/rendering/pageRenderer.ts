// The storefront's server rendering: the renderer built with the web app (`.ssr/entry-server.js` in its build),
// whose pages ask for their products by calling this same app in-process, as a visitor.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, PageRenderer } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';

export type { RenderedPage } from '@atelier/domain';

const RENDERER_ENTRY = '.ssr/entry-server.js';

/** The build's page renderer, or null for a build without one. */
export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const entry = join(distDir, RENDERER_ENTRY);
  if (!existsSync(entry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as { createPageRenderer: CreatePageRenderer };
  return createPageRenderer(async (request) => {
    // Rendering only reads: a page never changes anything while it is drawn.
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    const url = new URL(request.url);
    // No cookie is passed on: a rendered page is the same for everyone, and the browser adds the visitor's own part.
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  });
}
