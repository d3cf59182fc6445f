// Cross-origin reads: only the shop's own public address may call the API from a browser, with cookies.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function corsPlugin(app: FastifyInstance) {
  await app.register(cors, {
    origin: new URL(app.config.publicUrl).origin,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
});
