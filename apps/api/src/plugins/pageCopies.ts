// Short-lived copies of the rendered pages, shared by every visitor (a page carries nothing personal): each kept with
// its brotli and gzip forms and its ETag, so a busy page is rendered and compressed once per few seconds, not once
// per request (docs/decisions/140).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BytesBoundedMap, ownBuffer } from '../bytesBoundedMap.ts';
import { weakEtag } from './etags.ts';

const brotli = promisify(brotliCompress);
// Near quality 9's size for pages at a tenth of its time; 11 takes over a second for a big page on a busy machine,
// which the visitor whose request made the copy would wait for.
const BROTLI_QUALITY = 5;
const gzipped = promisify(gzip);

/** A page as the page route answers it. */
export interface Page {
  status: number;
  html: string;
  /** False for a page served without its server rendering (which failed): it is not kept. */
  keep: boolean;
}

export interface PageCopy {
  status: number;
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
}

export interface PageCopiesOptions {
  /** How long a copy is served without rendering the page again; 0 keeps no copy. */
  freshMs: number;
  /** The most the copies may take together, in bytes; the least recently served go first. */
  maxBytes: number;
}

/**
 * Every query parameter a page reads (the shop's filters, paging and sort, the search, and the few the sign-in,
 * password reset, payment and cart screens read): a page is drawn from these alone, with the first value of each.
 */
const PAGE_PARAMETERS = [
  'cart',
  'category',
  'checkout',
  'color',
  'page',
  'price',
  'q',
  'redirect',
  'session_id',
  'sort',
  'token',
] as const;

/**
 * The address a page is rendered from and kept under: its path and the parameters a page reads, in a fixed order,
 * so a tracking tag (`utm_source`) or a cache buster never makes a new rendering.
 */
export function pageAddress(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  if (!query) return path;
  const given = new URLSearchParams(query);
  const known = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = given.get(name);
    if (value !== null) known.set(name, value);
  }
  const normalized = known.toString();
  return normalized ? `${path}?${normalized}` : path;
}

const sizeOf = (copy: PageCopy) => copy.plain.length + copy.br.length + copy.gzip.length;

/** Compressed off the event loop, and once per copy rather than once per answer. */
async function copyOf(page: Page): Promise<PageCopy> {
  const plain = ownBuffer(Buffer.from(page.html));
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzipped(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    status: page.status,
    etag: weakEtag(page.html),
    plain,
    br: ownBuffer(br),
    gzip: ownBuffer(gz),
    storedAt: Date.now(),
  };
}

export function pageCopies({ freshMs, maxBytes }: PageCopiesOptions) {
  // In the order they were last served: the first is the first to go when space runs out.
  const copies = new BytesBoundedMap<PageCopy>(maxBytes);
  const rendering = new Map<string, { generation: number; copy: Promise<PageCopy> }>();
  // Counts the changes forgotten: a page whose rendering began before a change is not kept after it.
  let generation = 0;

  /** One rendering per page at a time: requests arriving meanwhile wait for the same one. */
  function rendered(key: string, render: () => Promise<Page>): Promise<PageCopy> {
    const running = rendering.get(key);
    if (running?.generation === generation) return running.copy;
    const startedIn = generation;
    const copy = render()
      .then(async (page) => {
        const made = await copyOf(page);
        if (page.keep && freshMs > 0 && startedIn === generation) copies.set(key, made, sizeOf(made));
        return made;
      })
      .finally(() => {
        if (rendering.get(key)?.copy === copy) rendering.delete(key);
      });
    rendering.set(key, { generation: startedIn, copy });
    return copy;
  }

  return {
    /**
     * The page at `key` (its path and query): the copy while it is fresh; the copy while a new rendering is made in
     * the background, when it has just gone stale; a new rendering otherwise.
     */
    page(key: string, render: () => Promise<Page>): Promise<PageCopy> {
      const copy = copies.get(key);
      if (!copy) return rendered(key, render);
      const ageMs = Date.now() - copy.storedAt;
      if (ageMs >= 2 * freshMs) {
        copies.delete(key);
        return rendered(key, render);
      }
      // Served again: last to go.
      copies.touch(key);
      if (ageMs >= freshMs) rendered(key, render).catch(() => {});
      return Promise.resolve(copy);
    },
    /** Forgets every copy, and any rendering under way, after a change to what the pages show. */
    forgetAll() {
      copies.clear();
      generation += 1;
    },
  };
}
