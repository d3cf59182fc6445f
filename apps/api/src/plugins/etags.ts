// Weak ETags for answers made from copies, and the If-None-Match check that turns a revalidation into a 304.
import { createHash } from 'node:crypto';

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when the client's If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function clientHasCopy(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
