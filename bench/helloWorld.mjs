// The ceiling the API is measured against: Fastify with one route and nothing else.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
