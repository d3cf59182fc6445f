import { PRELOADED_SCREENS, SERVER_RENDERED_PAGES } from '@atelier/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageHandle, routes } from './router';

describe('the pages the server renders, and the screens whose code it preloads', () => {
  it('are drawn by the modules whose code the API preloads with them', async () => {
    for (const { route, module } of [...SERVER_RENDERED_PAGES, ...PRELOADED_SCREENS]) {
      const lazy = matchRoutes(routes, route)?.at(-1)?.route.lazy;
      if (typeof lazy !== 'function') throw new Error(`no page at ${route}`);
      const { Component } = (await lazy()) as { Component: unknown };
      const named = (await import(/* @vite-ignore */ `../../${module}`)) as { default: unknown };
      expect(Component, route).toBe(named.default);
    }
  });

  it('are preloaded with the catalogue areas their page waits for', () => {
    for (const { route, areas = [] } of [...SERVER_RENDERED_PAGES, ...PRELOADED_SCREENS]) {
      const handle = matchRoutes(routes, route)?.at(-1)?.route.handle as PageHandle | undefined;
      expect(handle?.catalogueAreas, route).toEqual(areas);
    }
  });
});
