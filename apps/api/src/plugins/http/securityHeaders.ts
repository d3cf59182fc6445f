// Security headers on every answer. Pages get Helmet's full set with a strict Content-Security-Policy (only this
// origin, plus Stripe when it is configured); JSON answers get what applies to data: nosniff, a policy that loads
// nothing and may not be framed, the resource and referrer policies, and HSTS in production. Both sets are worked
// out once, at start-up (docs/decisions/079).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config/config.ts';
import type { InlineSources } from '../../http/inlineSource.ts';

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];

function contentSecurityPolicy(config: Config, inline: InlineSources = { styles: [], scripts: [] }): Record<string, string[]> {
  const stripe = config.payments.provider === 'stripe';
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...inline.scripts, ...(stripe ? [STRIPE_SCRIPT] : [])],
    'script-src-attr': ["'none'"],
    // Style sheets come only from this origin; style attributes (positions of menus, charts) stay allowed.
    'style-src': ["'self'", ...inline.styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? [STRIPE_API] : [])],
    'frame-src': stripe ? STRIPE_FRAMES : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(stripe ? [STRIPE_CHECKOUT] : [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
}

/** The headers Helmet sets for these options, read once from a response it is given to dress. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** A page's policy as Helmet writes it, letting in the HTML's own inline stylesheet and script. */
export function pagePolicy(config: Config, inline: InlineSources): string {
  const policy = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inline) },
  })['content-security-policy'];
  if (!policy) throw new Error('Helmet set no Content-Security-Policy');
  return policy;
}

/** The headers of a JSON answer: those of a page that still mean something for data. */
function dataHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security'];
  return {
    ...Object.fromEntries(kept.filter((name) => name in pageHeaders).map((name) => [name, pageHeaders[name] as string])),
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  };
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: app.config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Pages may load files from a CDN on a sibling host (cdn.shop.example); other sites may not embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const jsonHeaders = dataHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    // A route of the API answers data (its `api` policy); pages, files and unknown paths get the page's set.
    reply.headers(request.routeOptions.config.api ? jsonHeaders : pageHeaders);
    done();
  });
});
