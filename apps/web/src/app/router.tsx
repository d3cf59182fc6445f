// Every route of the shop. Each page loads as its own chunk, so the first visit downloads little.
// The storefront's public pages listed in @atelier/domain's SERVER_RENDERED_PAGES are also rendered on the server
// (entry-server.tsx); the rest is drawn in the browser.
import { CATALOGUE_AREAS, type CatalogueArea } from '@atelier/domain';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withCatalogueAreas } from '../shared/i18n/pageI18n';
import type { AppDispatch } from '../shared/store/storeTypes';
import { store } from './browserStore';
import MainLayout from './layouts/MainLayout';
import { shopCurrency } from './shopCurrency';

type PageModule = { default: React.ComponentType };

/** Shown only when a page fails: its code is fetched then. */
const ErrorScreen = lazy(() => import('./routes/ErrorScreen'));

/**
 * On the first visit the header shows at once, while the page's code arrives; this holds the page's place
 * (and keeps the footer below the first screen, so it does not jump when the page comes).
 */
function PageFallback() {
  return <div className="min-h-dvh" />;
}

/** What a route's `handle` says of it: the catalogue areas its page's texts are in, beyond the core catalogue. */
export interface PageHandle {
  catalogueAreas: readonly CatalogueArea[];
}

/** A page whose code loads when it is visited, with its `areas`' catalogues in the same wait (decision 670). */
function page(
  load: () => Promise<PageModule>,
  areas: readonly CatalogueArea[] = [],
): Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'> {
  const loadWithTexts = withCatalogueAreas(areas, load);
  const handle: PageHandle = { catalogueAreas: areas };
  return { lazy: async () => ({ Component: (await loadWithTexts()).default }), HydrateFallback: PageFallback, handle };
}

/** Pages that show product cards or a product's page, with what the wishlist and stock alerts add to them, whose code
 * loads beside the page's (app/productExtras.tsx). */
function withProductExtras(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import('./productExtras')).ProductExtrasRoute }),
    HydrateFallback: PageFallback,
    children,
  };
}

/** What the server passes its loaders: the store the page is rendered from. */
export interface ServerLoaderContext {
  dispatch: AppDispatch;
}

/** The server's loader context; in the browser the router passes a context of its own, which has no store. */
function serverContext(context: unknown): ServerLoaderContext | null {
  return typeof context === 'object' && context !== null && 'dispatch' in context ? (context as ServerLoaderContext) : null;
}

type ProductsPrefetch = typeof import('../features/products/prefetch');
const productsPrefetch = () => import('../features/products/prefetch');

/**
 * A loader that starts the page's request while its code downloads. In the browser it does not wait (the data layer
 * itself is fetched on demand); on the server it waits until the request is sent, so the page is rendered with its
 * answer.
 */
function prefetching<Prefetch>(
  load: () => Promise<Prefetch>,
  start: (prefetch: Prefetch, dispatch: AppDispatch, args: LoaderFunctionArgs) => void | Promise<void>,
) {
  return async (args: LoaderFunctionArgs) => {
    const server = serverContext(args.context);
    const started = load().then((prefetch) => start(prefetch, server?.dispatch ?? store.dispatch, args));
    if (server) await started;
    return null;
  };
}

/** A loader that starts a product listing's or a product's request (see `prefetching`). */
const prefetchingProducts = (
  start: (prefetch: ProductsPrefetch, dispatch: AppDispatch, args: LoaderFunctionArgs) => void | Promise<void>,
) => prefetching(productsPrefetch, start);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <ErrorScreen />
      </Suspense>
    ),
    children: [
      withProductExtras([
        { index: true, ...page(() => import('./routes/home/HomePage'), ['home']) },
        {
          path: 'shop',
          loader: prefetchingProducts((prefetch, dispatch, { request }) =>
            prefetch.prefetchShopPage(dispatch, new URL(request.url), () => shopCurrency(dispatch)),
          ),
          ...page(() => import('../features/products/ShopPage')),
        },
        {
          path: 'shop/:id',
          loader: prefetchingProducts((prefetch, dispatch, { params }) => prefetch.prefetchProductPage(dispatch, params.id)),
          ...page(() => import('./routes/ProductPage'), ['reviews', 'wishlist']),
        },
        {
          path: 'categories/:categoryName',
          loader: prefetchingProducts((prefetch, dispatch, { params, request }) =>
            prefetch.prefetchCategoryPage(dispatch, params.categoryName, new URL(request.url)),
          ),
          ...page(() => import('./routes/CategoryRoute')),
        },
        {
          path: 'search',
          loader: prefetchingProducts((prefetch, dispatch, { request }) =>
            prefetch.prefetchSearchPage(dispatch, new URL(request.url)),
          ),
          ...page(() => import('./routes/SearchPage')),
        },
        { path: 'wishlist', ...page(() => import('./routes/WishlistRoute'), ['wishlist']) },
        { path: 'success', ...page(() => import('./routes/SuccessPage'), ['orders', 'cart']) },
        { path: 'cart', ...page(() => import('./routes/CartRefillPage')) },
        { path: 'orders/:orderId', ...page(() => import('./routes/OrderRoute'), ['orders', 'cart']) },
        { path: 'contact', ...page(() => import('./routes/ContactPage'), ['pages']) },
        { path: 'gift-cards/balance', ...page(() => import('../features/giftCards/GiftCardBalancePage'), ['cart']) },
        {
          path: 'pages/:slug',
          loader: prefetching(
            () => import('../features/pages/prefetch'),
            (prefetch, dispatch, { params }) => prefetch.prefetchPage(dispatch, params.slug),
          ),
          ...page(() => import('./routes/PageRoute'), ['pages']),
        },
        { path: 'unauthorized', ...page(() => import('./routes/UnauthorizedPage'), ['auth']) },
        { path: '*', ...page(() => import('./routes/NotFoundPage')) },
      ]),
    ],
  },
  { path: '/login', ...page(() => import('../features/auth/LoginPage'), ['auth']) },
  { path: '/register', ...page(() => import('../features/auth/RegisterPage'), ['auth']) },
  { path: '/forgot-password', ...page(() => import('../features/auth/ForgotPasswordPage'), ['auth']) },
  { path: '/reset-password', ...page(() => import('../features/auth/ResetPasswordPage'), ['auth']) },
  // The dashboard and its charts load only when opened.
  withProductExtras([{ path: '/dashboard/*', ...page(() => import('../dashboard/DashboardApp'), CATALOGUE_AREAS) }]),
];

/**
 * The browser's router; `hydrationData` is the server's when the page was rendered there. A language's pages live
 * under its prefix (`/fr`), the router's base: the routes and links of the app are the same in every language.
 */
export function createAppRouter(hydrationData?: HydrationState, basename?: string) {
  return createBrowserRouter(routes, { hydrationData, basename });
}
