// An address's query string and path parameters are validated once per text: the catalog's addresses repeat, and
// their zod schemas (transforms, refinements) cost more than serving the answer's copy (decision 517).
import type { FastifySchemaCompiler } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Different values remembered per route and part; a crawler's one-offs push out the oldest. */
const REMEMBERED_PER_ROUTE = 1_000;

/** The parts of a request its address carries; bodies and headers are validated every time. */
const ADDRESS_PARTS = new Set(['querystring', 'params']);

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;
type Outcome = Exclude<ReturnType<Validate>, boolean | PromiseLike<unknown>>;

/**
 * `compile`, with the validators of a route's query string and path parameters answering a value they have accepted
 * before from memory. Only accepted values are kept, frozen, so no handler can change what another request is given;
 * a refused one is validated each time.
 */
export function addressValidatedOnce<Schema>(compile: FastifySchemaCompiler<Schema>): FastifySchemaCompiler<Schema> {
  return (route) => {
    const validate = compile(route);
    if (!route.httpPart || !ADDRESS_PARTS.has(route.httpPart)) return validate;
    const accepted = new LRUCache<string, Outcome>({ max: REMEMBERED_PER_ROUTE });
    const remembering: Validate = (data) => {
      const key = JSON.stringify(data);
      const known = accepted.get(key);
      if (known) return known;
      const result = validate(data) as Outcome;
      if (result.error || typeof result.value !== 'object' || result.value === null) return result;
      const kept = { value: Object.freeze(result.value) };
      accepted.set(key, kept);
      return kept;
    };
    return remembering;
  };
}
