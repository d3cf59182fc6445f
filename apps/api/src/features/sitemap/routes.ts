// /sitemap.xml and /robots.txt: what crawlers may read, and where every page of the catalog is.
import { DEFAULT_LANGUAGE, pathInEveryLanguage, pathInLanguage } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { escapeHtml } from '../../rendering/html.ts';
import { type SitemapEntry, sitemapEntries } from './service.ts';

/** Screens of a visitor's own, and data: nothing a search engine should list. */
const DISALLOWED = ['/dashboard', '/checkout', '/api'];

/**
 * The page in each language the shop speaks (`/shop/42`, `/fr/shop/42`), each naming every language's address and
 * English as the x-default, as search engines read a page's alternates in a sitemap.
 */
function urlElements(entry: SitemapEntry, publicUrl: string): string[] {
  const address = (path: string) => escapeHtml(`${publicUrl}${path}`);
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
  const versions = pathInEveryLanguage(entry.path);
  const alternates = [
    ...versions.map(({ language, path }) => ({ hreflang: language, path })),
    { hreflang: 'x-default', path: pathInLanguage(entry.path, DEFAULT_LANGUAGE) },
  ]
    .map(({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(path)}"/>`)
    .join('');
  return versions.map(({ path }) => `<url><loc>${address(path)}</loc>${lastmod}${alternates}</url>`);
}

const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'sitemap' });

  // Read from the database on every request, so it never lists a deleted product or misses a new one.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await sitemapEntries(app.db);
    const urls = entries.flatMap((entry) => urlElements(entry, app.config.publicUrl)).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
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
