// Cross-origin reads: only the shop's own public address may call the API from a browser, with cookies.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function corsPlugin(app: FastifyInstance) {
  const shopOrigin = new URL(app.config.publicUrl).origin;
  await app.register(cors, {
    // Answered only to a request that names the shop as its origin: same-origin reads carry no Origin and need no
    // CORS headers (two headers fewer on nearly every answer).
    origin: (origin, allow) => allow(null, origin === shopOrigin),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
});
