// Module preload hints written into the HTML of the server-rendered pages, where a visitor most often lands: the page's
// own code, which the browser needs before it takes over the page, is fetched alongside the app's entry instead of after
// it (docs/decisions/076). Which pages, and their modules, the web app and the API read from one contract in the domain.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  areaCatalogueModule,
  catalogueModule,
  LANGUAGES,
  languageOfPath,
  PRELOADED_SCREENS,
  pathWithoutLanguage,
  SERVER_RENDERED_PAGES,
} from '@atelier/domain';
import { escapeHtml } from './html.ts';

/** What Vite's build manifest says of each module: its file and the chunks it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * A route of the web app's router (`/shop/:id`) as a pattern of addresses; a trailing slash is allowed. A route ending
 * in `/*` under a path (`/dashboard/*`) takes every address below it; the router's catch-all `/*` takes none here.
 */
function routeAddresses(route: string): RegExp {
  if (route === '/') return /^\/$/;
  const below = route.length > 2 && route.endsWith('/*');
  const segments = (below ? route.slice(0, -2) : route)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}${below ? '(/.*)?' : '/?'}$`);
}

/** The chunk files a set of modules needs, short of those the entry already loads. */
function chunkFiles(manifest: ViteManifest, modules: string[]): string[] {
  const entryKeys = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || entryKeys.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) visit(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, entryKeys);
  for (const module of modules) visit(module, seen);
  return [...seen].map((key) => `/${manifest[key]?.file}`);
}

/**
 * The `<link>` tags for a page address: its language's core catalogue, and where the page has hints its own code and its
 * areas' catalogues in its language (decision 670).
 */
export type PageHints = (path: string) => string[];

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`;

export function loadPageHints(distDir: string): PageHints {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const linksOf = (modules: string[]) => chunkFiles(manifest, modules).map(modulePreload);
  const pages = [...SERVER_RENDERED_PAGES, ...PRELOADED_SCREENS].map((page) => ({
    path: routeAddresses(page.route),
    links: new Map(
      LANGUAGES.map((language) => [
        language,
        linksOf([page.module, ...(page.areas ?? []).map((area) => areaCatalogueModule(area, language))]),
      ]),
    ),
  }));
  const catalogues = new Map(LANGUAGES.map((language) => [language, linksOf([catalogueModule(language)])]));
  return (path) => {
    const route = pathWithoutLanguage(path);
    const language = languageOfPath(path);
    const page = pages.find((candidate) => candidate.path.test(route))?.links.get(language) ?? [];
    return [...(catalogues.get(language) ?? []), ...page];
  };
}
