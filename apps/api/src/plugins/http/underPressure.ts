// Answers 503 `{ message }` instead of queueing work when the process is overloaded or the database is unreachable,
// so a load balancer can send traffic to a healthier instance. The error handler words the 503.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function underPressurePlugin(app: FastifyInstance) {
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.maxEventLoopDelayMs,
    healthCheck: () => app.database.ping(),
    healthCheckInterval: 5_000,
  });
});
