// The server's side of the storefront: renders a public page to HTML with the products it shows, and the state the
// browser takes the page over from (main.tsx). Built by `vite build --ssr` and loaded by the API's page plugin.
import {
  type CreatePageRenderer,
  LANGUAGES,
  type Language,
  languageOfPath,
  languagePrefix,
  type PageHead,
  SERVER_RENDERED_PAGES,
} from '@atelier/domain';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
// React's build for edge runtimes, not Node's: Node's runs each render inside an AsyncLocalStorage, after which Node 20
// runs its promise hooks on every promise of the process for good, a sixth of a cached answer's cost (decision 455).
import { prerender } from 'react-dom/static.edge';
import { createStaticHandler, createStaticRouter, type StaticHandler, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/AppRoot';
import { routes, type ServerLoaderContext } from './app/router';
import { checkoutApi } from './features/checkout/api';
import { pagesApi } from './features/pages/api';
import { promotionsApi } from './features/promotions/api';
import { settingsApi } from './features/settings/api';
import { baseApi, sendQueriesThrough } from './shared/api/baseApi';
import { i18nOf } from './shared/i18n/everyCatalogue';
import { headInLanguage } from './shared/i18n/headInLanguage';
import { ServerPageHead } from './shared/pageHead';
import { pageStartScript, serverRenderScript } from './shared/serverRender';
import { makeStore } from './shared/store/makeStore';
import type { RootState } from './shared/store/rootReducer';
import type { AppStore } from './shared/store/storeTypes';

/**
 * The page's HTML with every part in place. A prerender waits for every lazily loaded part; without a chunk size
 * limit React also writes each part where it belongs, instead of after the page with an inline script to move it
 * there (which the shop's Content-Security-Policy refuses).
 */
async function wholePage(page: ReactNode): Promise<string> {
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

const SERVER_RENDERED_ROUTES = new Set(SERVER_RENDERED_PAGES.map((page) => page.route));

/** The route a page was matched by, as the router writes it: `/shop/:id`. */
function routeOf(matches: { route: { path?: string } }[]): string {
  const path = matches.map((match) => match.route.path ?? '').join('/');
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

/** Each tag's list of cache keys in sorted order: a set, listed in the order the server's queries happened to finish. */
function sortedKeyLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? [...value].sort() : value;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, sortedKeyLists(inner)]));
}

/**
 * The store as the browser takes it over, the same for two renderings of one page: the server's components subscribed
 * to their queries under ids drawn at random (meaningless in the browser), and the tags list their queries in the
 * order those finished.
 */
function stateForTheBrowser(state: RootState): RootState {
  if (!state.api) return state;
  const api = { ...state.api, subscriptions: {}, provided: sortedKeyLists(state.api.provided) };
  return { ...state, api: api as typeof state.api };
}

/** What the frame of every page shows, asked for before the page is drawn. */
async function loadFrame(store: AppStore) {
  // Whether the shop is a demo: its notice above the header then comes in the HTML, where arriving after the
  // page it pushed the whole page down (cumulative layout shift 0.04 on every page).
  store.dispatch(checkoutApi.util.prefetch('getClientConfig', undefined, {}));
  // The shop's name, contact and announcement: every page shows them.
  store.dispatch(settingsApi.util.prefetch('getSettings', undefined, {}));
  // The labels of automatic promotions on the products they cover.
  store.dispatch(promotionsApi.util.prefetch('getAutomaticPromotions', undefined, {}));
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
}

/** A renderer whose pages ask the API through `fetchApi` (the server answering itself, as a visitor). */

export const createPageRenderer: CreatePageRenderer = (fetchApi) => {
  sendQueriesThrough(fetchApi);
  // One for each language: a language's pages live under its prefix (`/fr`), the router's base.
  const handlers = Object.fromEntries(
    LANGUAGES.map((language) => [language, createStaticHandler(routes, { basename: languagePrefix(language) || undefined })]),
  ) as Record<Language, StaticHandler>;

  return {
    async render(url) {
      const language = languageOfPath(url.pathname);
      const handler = handlers[language];
      const store = makeStore({ language });
      const loaderContext: ServerLoaderContext = { dispatch: store.dispatch };
      const context = await handler.query(new Request(url), { requestContext: loaderContext });
      // A redirect, or a route that failed to load: the browser draws the page (and says what went wrong itself).
      if (context instanceof Response || context.errors) return null;
      if (!SERVER_RENDERED_ROUTES.has(routeOf(context.matches))) return null;
      // The pages the menus list, with the frame.
      store.dispatch(pagesApi.util.prefetch('listPages', undefined, {}));
      await loadFrame(store);

      const router = createStaticRouter(handler.dataRoutes, context);
      const renderPage = async () => {
        // Filled in by the page while it renders: its title, description, structured data and status.
        const head: PageHead = { status: 200, title: '', siteName: '', structuredData: [] };
        const html = await wholePage(
          <ServerPageHead.Provider value={head}>
            <AppRoot store={store}>
              <I18nProvider i18n={i18nOf[language]}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </I18nProvider>
            </AppRoot>
          </ServerPageHead.Provider>,
        );
        return { html, head: headInLanguage(head, language) };
      };
      const answeredBefore = Object.keys(store.getState().api?.queries ?? {}).length;
      let { html, head } = await renderPage();
      // Parts that ask for their products while they render (the footer's pictures, related and trending products)
      // are drawn again with the answers: the browser then takes them over as they are, where it otherwise asked for
      // them itself and built them in one long task that answered no tap (docs/decisions/195).
      await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
      if (Object.keys(store.getState().api?.queries ?? {}).length > answeredBefore) ({ html, head } = await renderPage());

      const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
      const state = serverRenderScript({ state: stateForTheBrowser(store.getState()), router: hydration });
      // Clears the cache's removal timers, so the request's store is freed now rather than a minute later.
      store.dispatch(baseApi.util.resetApiState());
      return { html, state, head };
    },

    async pageStart() {
      const store = makeStore();
      await loadFrame(store);
      const { shop, clientConfig, automaticPromotions } = store.getState();
      store.dispatch(baseApi.util.resetApiState());
      return pageStartScript({ shop, clientConfig, automaticPromotions });
    },
  };
};
