// For tests that must cover every route: `vi.mock('fastify', recordRoutes)` makes each app note the routes it
// registers ("GET /api/products/:id") in `registeredRoutes`. HEAD twins are left out. `appsCalling` serves other
// recorders: each app the mocked fastify makes calls the given hook first for every route it registers.
import type * as Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { vi } from 'vitest';

export const registeredRoutes = new Set<string>();

/** fastify, whose apps hand every route they register to `onRoute` before any plugin's own hook sees it. */
export async function appsCalling(onRoute: (route: RouteOptions) => void): Promise<typeof Fastify> {
  const actual = await vi.importActual<typeof Fastify>('fastify');
  const recording = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', onRoute);
    return app;
  }) as typeof actual.default;
  return { ...actual, default: recording };
}

export function recordRoutes(): Promise<typeof Fastify> {
  return appsCalling((route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.add(`${method} ${route.url}`);
    }
  });
}
