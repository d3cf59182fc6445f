// The key a shared answer's copy is kept under (plugins/httpCaching.ts): the query the route understands, not the
// address as the client wrote it (decision 175).
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/**
 * What a copy is kept under: the path and the query as the route validates it (known parameters only, defaults
 * filled in, in a fixed order), so an unknown parameter (`utm_source`, a cache buster) never makes a new copy;
 * undefined for a query the route refuses, which gets no copy.
 */
export function copyKey(request: FastifyRequest): string | undefined {
  const path = request.url.split('?')[0] ?? '';
  const schema = request.routeOptions.schema?.querystring as Partial<ZodType> | undefined;
  if (!schema) return path;
  // A query described otherwise than by zod cannot be read here: no copy rather than a wrong one.
  if (typeof schema.safeParse !== 'function') return undefined;
  const parsed = schema.safeParse(request.query);
  if (!parsed.success) return undefined;
  const query = parsed.data as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) if (query[name] !== undefined) params.set(name, String(query[name]));
  const known = params.toString();
  return known ? `${path}?${known}` : path;
}

// Enough for every address a busy shop's catalog is asked at; a crawler's one-offs only push the oldest out.
const REMEMBERED_KEYS = 1_000;

export interface RememberedCopyKeys {
  /** `copyKey` of the request, worked out once per address. */
  of(request: FastifyRequest): string | undefined;
  /** The key of an address already asked at; undefined when it is new or gets no copy. */
  known(url: string): string | undefined;
}

/**
 * `copyKey`, remembered by address: working a key out validates the query (about a tenth of a cached answer's CPU
 * time), and a busy answer is asked at the same address again and again. Only GET routes have copies, and an
 * address names its route, so the address alone decides the key.
 */
export function rememberedCopyKeys(): RememberedCopyKeys {
  const known = new Map<string, string | undefined>();
  return {
    of(request) {
      if (known.has(request.url)) return known.get(request.url);
      const key = copyKey(request);
      if (known.size >= REMEMBERED_KEYS) known.delete(known.keys().next().value as string);
      known.set(request.url, key);
      return key;
    },
    known: (url) => known.get(url),
  };
}
