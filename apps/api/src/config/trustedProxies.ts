// TRUST_PROXY: which proxies may tell the client's address in X-Forwarded-For. Nobody unless named, so a client
// cannot pick its own address (and escape the per-IP limits) by writing the header itself.
import { isIP } from 'node:net';

/** proxy-addr's names for whole ranges, which Fastify's `trustProxy` also takes. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset trusts no proxy; otherwise a comma-separated list of addresses,
 * CIDRs or the names loopback, linklocal, uniquelocal. Anything else is refused with the reason: `true` would
 * trust every client, and a hop count cannot tell a proxy from a client (Fastify trusts no one with it).
 */
export function parseTrustProxy(value: string | undefined): string | false {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses or CIDRs (or loopback, linklocal, uniquelocal); not ${wrong.join(', ')}`,
    );
  }
  return entries.join(', ');
}
