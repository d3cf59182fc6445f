// Measures every request, and serves GET /metrics on METRICS_PORT when set (routes.ts serves it behind METRICS_TOKEN).
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createShopMetrics, type ShopMetrics } from './shopMetrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

export default fp(async function metricsPlugin(app: FastifyInstance) {
  const metrics = createShopMetrics(app.database);
  app.decorate('metrics', metrics);

  // A callback hook: no promise per request on the shop's hottest path.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const port = app.config.metricsPort;
  if (port) {
    // A server of its own, so the port can be closed to the public by the network and needs no token.
    const server = Fastify({ logger: false });
    server.get('/metrics', async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    );
    // On ready rather than on listen: a port already taken must stop the start, not be logged and forgotten.
    app.addHook('onReady', async () => {
      await server.listen({ port, host: app.config.host });
    });
    app.addHook('onClose', async () => {
      await server.close();
    });
  }
});
