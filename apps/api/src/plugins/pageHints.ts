// Module preload hints written into the HTML of the pages a visitor most often lands on: the page's own code, which
// the browser needs before it takes over the server-rendered page, is fetched alongside the app's entry instead of
// after it (docs/decisions/076).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../html.ts';

/** What Vite's build manifest says of each module: its file and the chunks it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

interface PageHint {
  path: RegExp;
  /** The page's source modules, as the manifest names them. */
  modules: string[];
}

const PAGES: PageHint[] = [
  { path: /^\/$/, modules: ['src/features/home/HomePage.tsx'] },
  { path: /^\/shop\/?$/, modules: ['src/features/products/ShopPage.tsx'] },
  { path: /^\/shop\/[^/]+\/?$/, modules: ['src/features/products/ProductPage.tsx'] },
];

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

/** The `<link>` tags for a page address; none when the page has no hints. */
export type PageHints = (path: string) => string[];

export function loadPageHints(distDir: string): PageHints {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const pages = PAGES.map((page) => ({
    path: page.path,
    links: chunkFiles(manifest, page.modules).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
  }));
  return (path) => pages.find((page) => page.path.test(path))?.links ?? [];
}
