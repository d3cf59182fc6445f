import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/testApp.ts';
import cachingPlugin from './plugin.ts';

describe('a cached route', () => {
  it('may not have a preHandler, which its fresh copies would answer before', async () => {
    const app = Fastify();
    app.decorate('config', testConfig({ copyFreshMs: 0 }));
    await app.register(cachingPlugin);
    const route = () =>
      app.get(
        '/figures',
        { config: { cache: { shows: ['products'], servesTo: 'everyone' } }, preHandler: (_request, _reply, done) => done() },
        async () => ({}),
      );
    expect(route).toThrow('/figures is cached: a fresh copy would answer before its preHandler');
    await app.close();
  });
});
