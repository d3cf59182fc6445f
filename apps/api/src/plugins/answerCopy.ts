// A shared answer's copy (plugins/httpCaching.ts): what it holds, and the headers and body it is sent with, by Fastify
// or replayed before it (copyReplay.ts).
import type { SharedAnswer } from '../routePolicy.ts';
import type { Encoding } from './contentEncoding.ts';

/** Smaller answers go out plain: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** Headers as Fastify's reply holds them. */
export type Headers = Record<string, string | number | string[] | undefined>;

/** What replays a copy to a request Fastify never sees (copyReplay.ts): the answer's headers as they were first sent. */
export interface Replay {
  /** Every header of the answer the copy was made from, its caching headers included, short of its request id and
   * those of its encoding. */
  headers: Headers;
  /** The route, as the request metrics name it. */
  route: string;
}

export interface Copy {
  /** What the copy is kept under (copyKey.ts). */
  key: string;
  route: SharedAnswer;
  body: string;
  /** The plain body's size in bytes. */
  bytes: number;
  etag: string;
  storedAt: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Absent when the answer carried something of its request's own (a cookie, CORS headers): then no replay. */
  replay?: Replay;
}

/** The caching headers a copy is sent with, after those the answer had already (`vary`). */
export function copyHeaders(copy: Copy, vary: unknown): Headers {
  const varies = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return copy.route.revalidated ? { vary: varies, etag: copy.etag, 'cache-control': 'no-cache' } : { vary: varies };
}

/** The encoding a copy is sent in to a client that prefers `preferred`: none for a small answer. */
export function copyEncoding(copy: Copy, preferred: Encoding | null): Encoding | null {
  return preferred && copy.bytes >= COMPRESS_FROM_BYTES ? preferred : null;
}
