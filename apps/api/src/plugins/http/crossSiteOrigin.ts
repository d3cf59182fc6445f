// Refuses a state-changing request that carries the session cookie but comes from a page of another site
// (its Origin, or Referer when the browser sent no Origin, names another origin than the shop's).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../features/sessions/index.ts';
import { Forbidden } from '../../shared/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin the browser says the request comes from; undefined when it says nothing (curl, servers, tests). */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin); // "null" (sandboxed frames, some redirects) is no origin we trust
  if (referer !== undefined) return originOf(referer);
  return undefined;
}

export default fp(async function crossSiteOriginPlugin(app: FastifyInstance) {
  const shopOrigin = new URL(app.config.publicUrl).origin;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
    if (request.routeOptions.config.allowCrossSite) return;
    const origin = claimedOrigin(request);
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin === shopOrigin || origin === ownOrigin) return;
    throw new Forbidden('Cross-site requests are not allowed');
  });
});
