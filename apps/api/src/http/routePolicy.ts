// What a route declares about itself in its options' `config`. The plugins that apply a policy read it there
// (`request.routeOptions.config`), never from a table of URLs: adding a route touches its feature only.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { DocsSection } from './docsSections.ts';

/** The features of the shop, as `features/<name>` names them. */
export type FeatureName =
  | 'auth'
  | 'sessions'
  | 'users'
  | 'products'
  | 'reviews'
  | 'orders'
  | 'invoices'
  | 'checkout'
  | 'payments'
  | 'stats'
  | 'uploads'
  | 'outbox'
  | 'audit'
  | 'health'
  | 'metrics'
  | 'sitemap'
  | 'settings'
  | 'pages'
  | 'returns'
  | 'shipping'
  | 'wishlist'
  | 'stockAlerts'
  | 'unsubscribe'
  | 'promotions'
  | 'analytics'
  | 'channels'
  | 'giftCards'
  | 'storeCredit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature the route belongs to. */
    feature?: FeatureName;
    /** JSON for the shop's scripts rather than a page or a file: the headers that apply to data, and the session is
     * read even for a GET. */
    api?: boolean;
    /** The heading of the API docs that lists the route; a route without one is left out of them. */
    docs?: DocsSection;
    /** Called by other servers with a proof of their own (a payment provider's signature), never by a page with the
     * session cookie, so the cross-site check does not apply. */
    allowCrossSite?: boolean;
    /** Never acts for a user, so the session is not looked up even for a write: an analytics beacon, counted without
     * knowing who sent it. */
    actsForNobody?: boolean;
  }
}

/** The policy every route of a feature's plugin gets, short of what a route declares itself. */
export function featurePolicy(app: FastifyInstance, policy: FastifyContextConfig): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...policy, ...route.config };
  });
}
