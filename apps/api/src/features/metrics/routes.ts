// GET /metrics on the shop's own port, only for a scraper holding METRICS_TOKEN; without the setting it is not served.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { featurePolicy } from '../../http/routePolicy.ts';
import { Unauthorized } from '../../shared/errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time: how much of a guess matched must not show in how long the refusal takes. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && !!given && timingSafeEqual(digest(given), digest(token));
}

const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  if (!token) return;
  featurePolicy(app, { feature: 'metrics' });

  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request, token)) throw new Unauthorized('GET /metrics needs the metrics token');
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
};

export default metricsRoutes;
