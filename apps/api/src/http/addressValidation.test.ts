import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressValidatedOnce } from './addressValidation.ts';

/** An app whose one route counts how often its query's schema runs, and answers with what its handler is given. */
async function countingApp() {
  let runs = 0;
  const counted = z.string().transform((text) => {
    runs += 1;
    return Number(text);
  });
  const app = Fastify();
  app.setValidatorCompiler(addressValidatedOnce(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  app.get(
    '/items/:id',
    { schema: { querystring: z.object({ page: counted }), params: z.object({ id: z.string() }) } },
    async (request) => {
      const query = request.query as { page: number };
      let changed = true;
      try {
        query.page = 99;
      } catch {
        changed = false;
      }
      return { page: query.page, changed, id: (request.params as { id: string }).id };
    },
  );
  await app.ready();
  return { app, runs: () => runs };
}

describe('address validation', () => {
  it('runs a query string schema once for an address asked again, and gives the same value', async () => {
    const { app, runs } = await countingApp();
    const first = await app.inject('/items/a?page=2');
    const second = await app.inject('/items/a?page=2');
    expect(first.json()).toEqual({ page: 2, changed: false, id: 'a' });
    expect(second.json()).toEqual(first.json());
    expect(runs()).toBe(1);
    await app.inject('/items/a?page=3');
    expect(runs()).toBe(2);
  });

  it('hands no request a value another request changed', async () => {
    const { app } = await countingApp();
    await app.inject('/items/a?page=2');
    expect((await app.inject('/items/a?page=2')).json().page).toBe(2);
  });

  it('refuses a bad address every time it is asked', async () => {
    const app = Fastify();
    app.setValidatorCompiler(addressValidatedOnce(validatorCompiler));
    app.get('/n', { schema: { querystring: z.object({ n: z.coerce.number().int() }) } }, async () => ({ ok: true }));
    for (let i = 0; i < 2; i++) expect((await app.inject('/n?n=1.5')).statusCode).toBe(400);
    expect((await app.inject('/n?n=1')).statusCode).toBe(200);
  });
});
