// /sitemap.xml and /robots.txt: what crawlers may read, and where every page of the catalog is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { escapeHtml } from '../../rendering/html.ts';
import { type SitemapEntry, sitemapEntries } from './service.ts';

/** Screens of a visitor's own, and data: nothing a search engine should list. */
const DISALLOWED = ['/dashboard', '/checkout', '/api'];

function urlElement(entry: SitemapEntry, publicUrl: string): string {
  const loc = `<loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>`;
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
  return `<url>${loc}${lastmod}</url>`;
}

const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'sitemap' });

  // Read from the database on every request, so it never lists a deleted product or misses a new one.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await sitemapEntries(app.db);
    const urls = entries.map((entry) => urlElement(entry, app.config.publicUrl)).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const rules = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`${rules.join('\n')}\n`);
  });
};

export default sitemapRoutes;
