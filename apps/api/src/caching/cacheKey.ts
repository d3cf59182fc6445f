// What a copy is kept under: the path and the query as the route validated it (known parameters only, defaults filled
// in, in a fixed order), so a tracking tag (`utm_source`) or a cache buster never makes a new copy.
import type { FastifyRequest } from 'fastify';

function addressOf(path: string, query: unknown): string {
  if (typeof query !== 'object' || query === null) return path;
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return path;
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return `${path}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** The request's key, once its query has been validated (the schema has replaced `request.query` by its output). */
export function cacheKey(request: FastifyRequest): string {
  return addressOf(request.url.split('?', 1)[0] ?? '', request.query);
}
