// For tests that must cover every route: `vi.mock('fastify', recordRoutes)` makes each app note the routes it
// registers ("GET /api/products/:id") in `registeredRoutes`. HEAD twins are left out.
import type * as Fastify from 'fastify';
import { vi } from 'vitest';

export const registeredRoutes = new Set<string>();

export async function recordRoutes(): Promise<typeof Fastify> {
  const actual = await vi.importActual<typeof Fastify>('fastify');
  const recording = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registeredRoutes.add(`${method} ${route.url}`);
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: recording };
}
