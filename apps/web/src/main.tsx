import { languageOfPath, languagePrefix } from '@atelier/domain';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppRoot } from './app/AppRoot';
import { store } from './app/browserStore';
import { createAppRouter, routes } from './app/router';
import { PageI18nProvider } from './shared/i18n/PageI18nProvider';
import { loadPageI18n } from './shared/i18n/pageI18n';
import { serverRender } from './shared/serverRender';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The page's language is its address's: French pages live under `/fr`, which the router takes as its base.
const language = languageOfPath(window.location.pathname);
const basename = languagePrefix(language) || undefined;

/** A server-rendered page is taken over only once its route's code is here, so the first render matches the HTML. */
async function loadRoutesOfThisPage() {
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

// As a transition, the first render (or the taking over of the server's page) yields to the browser every few
// milliseconds instead of holding the main thread for the whole page (on a slow phone that was a quarter of a second
// without answering a tap).
async function start(container: HTMLElement) {
  const rendered = serverRender();
  // A page's route waits for its areas' catalogues (router.tsx): the page is taken over with every text it shows.
  const [i18n] = await Promise.all([loadPageI18n(), rendered ? loadRoutesOfThisPage() : undefined]);
  const app = (
    <AppRoot store={store} serverState={rendered?.state}>
      <PageI18nProvider i18n={i18n}>
        <RouterProvider router={createAppRouter(rendered?.router, basename)} />
      </PageI18nProvider>
    </AppRoot>
  );
  startTransition(() => {
    if (rendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
