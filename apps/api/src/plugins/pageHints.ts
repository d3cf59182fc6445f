// Preload hints written into the shop's HTML for the pages a visitor most often lands on: the page's code, the
// catalog answer it will ask for, and its first pictures, so the browser fetches them alongside the app instead of
// one after another (docs/decisions/076).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SHOP_PAGE, imageSrcSet, PRODUCT_IMAGE_SIZES, productListPath, productListQuery } from '@atelier/domain';
import type { Db } from '../db/client.ts';
import { escapeHtml } from '../features/checkout/html.ts';
import { productPageQuery } from '../features/products/listing.ts';
import { findProduct } from '../features/products/service.ts';

/** What Vite's build manifest says of each module: its file and the chunks it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

interface PageHint {
  path: RegExp;
  /** The page's source modules, as the manifest names them. */
  modules: string[];
  links: (db: Db, match: RegExpExecArray) => Promise<string[]>;
}

// How many product pictures of /shop are above the fold on a phone (two columns, first row).
const SHOP_PICTURES_PRELOADED = 2;

function dataLink(path: string): string {
  // The app's requests carry the session cookie; the preload must too, or the browser will not reuse it.
  return `<link rel="preload" as="fetch" href="${escapeHtml(path)}" crossorigin="use-credentials">`;
}

function imageLink(src: string, sizes: string, important: boolean): string {
  const srcSet = imageSrcSet(src);
  const variants = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${variants}${important ? ' fetchpriority="high"' : ''}>`;
}

const PAGES: PageHint[] = [
  {
    path: /^\/shop\/?$/,
    modules: ['src/features/products/ShopPage.tsx', 'src/features/products/prefetch.ts'],
    links: async (db) => {
      const listing = productListPath(FIRST_SHOP_PAGE);
      // The answer's first pictures are those of the very listing the page asks for, read as the API reads it.
      const query = Object.fromEntries(new URL(listing, 'http://shop').searchParams);
      // Only the rows: the listing's count is of no use to a hint.
      const rows = await productPageQuery(db, productListQuery.parse(query));
      const pictures = rows
        .slice(0, SHOP_PICTURES_PRELOADED)
        .map((row, index) => imageLink(row.image, PRODUCT_IMAGE_SIZES.card, index === 0));
      return [dataLink(listing), ...pictures];
    },
  },
  {
    path: /^\/shop\/([^/]+)\/?$/,
    modules: ['src/features/products/ProductPage.tsx', 'src/features/products/prefetch.ts'],
    links: async (db, match) => {
      const product = await findProduct(db, decodeURIComponent(match[1] ?? ''));
      return [dataLink(`/api/products/${product.id}`), imageLink(product.image, PRODUCT_IMAGE_SIZES.detail, true)];
    },
  },
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

export interface PageHints {
  /** The `<link>` tags for a page address; none when the page has no hints or its data cannot be found. */
  linksFor(db: Db, path: string): Promise<string[]>;
}

export function loadPageHints(distDir: string, onError: (err: unknown) => void): PageHints {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const pages = PAGES.map((page) => ({
    ...page,
    code: chunkFiles(manifest, page.modules).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
  }));
  return {
    async linksFor(db, path) {
      for (const page of pages) {
        const match = page.path.exec(path);
        if (!match) continue;
        try {
          return [...page.code, ...(await page.links(db, match))];
        } catch (err) {
          // An unknown product, or a database that is down: the page is served as it is and says so itself.
          onError(err);
          return [];
        }
      }
      return [];
    },
  };
}
