// Which compression a client takes, from its Accept-Encoding, read by the negotiator @fastify/compress uses.
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

/** Browsers send a handful of distinct headers: each is parsed once, and a client sending new ones cannot grow this. */
const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 100 }),
});

/** The encoding of highest quality the client takes, brotli before gzip at equal quality; `q=0` refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
}
