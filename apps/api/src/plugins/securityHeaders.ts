// Security headers on every answer: a strict Content-Security-Policy (only this origin, plus Stripe when it is
// configured), nosniff, a cautious referrer policy, no framing, and HSTS in production.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const stripe = config.stripe !== null;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...(stripe ? [STRIPE_SCRIPT] : [])],
    'script-src-attr': ["'none'"],
    // Style sheets come only from this origin; style attributes (positions of menus, charts) stay allowed.
    'style-src': ["'self'"],
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

/** The policy as the header's value, for answers that extend it (the HTML's own inline stylesheet). */
export function policyHeaderValue(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: app.config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Pages may load files from a CDN on a sibling host (cdn.shop.example); other sites may not embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
});
