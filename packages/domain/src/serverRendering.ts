// The contract between the API and the web app's server rendering: what a rendered page is, the address pages are
// rendered at, and which pages the server renders. Both sides read it from here, so neither repeats the other's table.

/** The origin of the addresses pages are rendered at, and their API calls made to: the server answering itself. */
export const RENDER_ORIGIN = 'http://atelier.server';

/** What a rendered page tells search engines and shared links about itself, for the API to write into `<head>`. */
export interface PageHead {
  /** 404 when the address names no page, product or category. */
  status: number;
  /** The whole `<title>`: "Silk Slip Dress | Atelier". */
  title: string;
  /** The shop's name, as its settings give it, for shared links. */
  siteName: string;
  description?: string;
  /** The address search engines should index for this page (path and query); the path without its query if absent. */
  canonical?: string;
  /** The page's picture for shared links; a path is made absolute with the shop's public address. */
  image?: string;
  /** schema.org objects written as JSON-LD; their `url`, `image` and `item` paths are made absolute likewise. */
  structuredData: object[];
}

export interface RenderedPage {
  /** The page's markup, to go inside `#root`. */
  html: string;
  /** The data block the browser takes the page over from, to go after it. */
  state: string;
  head: PageHead;
}

export interface PageRenderer {
  /** The page at `url`, or null when it is drawn in the browser only. */
  render(url: URL): Promise<RenderedPage | null>;
  /**
   * The data block a page drawn in the browser starts from: what the frame of every page shows (the shop's settings,
   * whether it is a demo), so the announcement and the demo notice come in its first frame rather than push it down.
   */
  pageStart(): Promise<string>;
}

/** What the web app's server entry exports: a renderer whose pages call the API through `fetchApi`. */
export type CreatePageRenderer = (fetchApi: (request: Request) => Promise<Response>) => PageRenderer;

/**
 * The areas of the storefront's texts beyond its core catalogue (the frame, listings and product page every first
 * screen needs): each area's catalogue is loaded with the code that shows its texts (decision 670). A new area is
 * one entry here and one catalogue per language in `apps/web/src/shared/i18n/messages/{area}/`.
 */
export const CATALOGUE_AREAS = ['account', 'auth', 'cart', 'home', 'orders', 'pages', 'reviews', 'wishlist'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

export interface ServerRenderedPage {
  /** The page's route, as the web app's router writes it. */
  route: string;
  /** The page's source module, as the web build's manifest names it (its code is preloaded with the page). */
  module: string;
  /** The catalogue areas the page's code loads its texts from, beyond the core catalogue: preloaded with it too. */
  areas?: readonly CatalogueArea[];
}

/** Public pages, the same for every visitor, where a first visit lands: the server renders these and no other. */
export const SERVER_RENDERED_PAGES: readonly ServerRenderedPage[] = [
  { route: '/', module: 'src/app/routes/home/HomePage.tsx', areas: ['home'] },
  { route: '/shop', module: 'src/features/products/ShopPage.tsx' },
  { route: '/shop/:id', module: 'src/app/routes/ProductPage.tsx', areas: ['reviews', 'wishlist'] },
  { route: '/categories/:categoryName', module: 'src/app/routes/CategoryRoute.tsx' },
  { route: '/search', module: 'src/app/routes/SearchPage.tsx' },
  { route: '/pages/:slug', module: 'src/app/routes/PageRoute.tsx', areas: ['pages'] },
  // Where the header, the cart and every customer's page send a visitor to sign in.
  { route: '/login', module: 'src/features/auth/LoginPage.tsx', areas: ['auth'] },
  // Any address the router does not know: rendered so that it can answer 404 with the page.
  { route: '/*', module: 'src/app/routes/NotFoundPage.tsx' },
];

/**
 * Screens drawn in the browser whose code the server still names in their HTML, so that it downloads alongside the
 * app's entry instead of after it: nothing shows on them until it has arrived. `/dashboard/*` is every dashboard page.
 */
export const PRELOADED_SCREENS: readonly ServerRenderedPage[] = [
  // The dashboard shares the storefront's order, cart and review parts: it loads every area.
  { route: '/dashboard/*', module: 'src/dashboard/DashboardApp.tsx', areas: CATALOGUE_AREAS },
];

/**
 * A language's core message catalogue, as the web build's manifest names it: every page downloads its language's, and the
 * server names it in the page's HTML so it comes alongside the app's entry (decision 590).
 */
export const catalogueModule = (language: string) => `src/shared/i18n/messages/${language}.ts?lingui`;

/** An area's catalogue in a language, as the web build's manifest names it: preloaded with the pages that show it. */
export const areaCatalogueModule = (area: CatalogueArea, language: string) =>
  `src/shared/i18n/messages/${area}/${language}.ts?lingui`;
