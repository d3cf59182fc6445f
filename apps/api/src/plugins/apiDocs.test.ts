import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/testApp.ts';
import { describeRoute } from './apiDocs.ts';

const t = useTestApp();

interface Parameter {
  in: string;
  name: string;
}

describe('API docs', () => {
  it('describes the product listing with its filters and the login with its body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Atelier API');
    const listing = doc.paths['/api/products/'].get;
    expect(listing.tags).toEqual(['Catalog']);
    const queryNames = (listing.parameters as Parameter[]).filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryNames).toEqual(expect.arrayContaining(['category', 'color', 'minPrice', 'maxPrice', 'page', 'limit']));
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(doc.components.securitySchemes.token).toEqual({ type: 'apiKey', in: 'cookie', name: 'token' });
  });

  it('serves Swagger UI as a page whose scripts come from this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toContain('/api/docs/static/swagger-initializer.js');
    expect(scripts.every((src) => src?.startsWith('/api/docs/static/'))).toBe(true);
    expect(res.body).not.toMatch(/<script>/);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('still lists a route whose body zod cannot describe, without that body', () => {
    type Node = { children?: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node).optional() }));
    const idParams = z.object({ id: z.string() });

    const described = describeRoute({
      schema: { body: node, params: idParams },
      url: '/api/products/:id',
      route: { method: 'POST', url: '/api/products/:id', config: { docs: 'Catalog' }, handler: () => undefined },
      openapiObject: { openapi: '3.1.0' },
    });

    expect(described.schema).toMatchObject({ tags: ['Catalog'], params: { properties: { id: { type: 'string' } } } });
    expect(described.schema).not.toHaveProperty('body');
  });
});

describe('a shop with the API docs off, as production is unless API_DOCS=true', () => {
  const off = useTestApp({ apiDocs: false });

  it('answers 404 at every address of the docs', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-initializer.js']) {
      const res = await off.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not found/);
    }
  });
});
