// Limits sign-in, registration and password attempts per IP address, per email (lower-cased) where an attempt mails
// or creates something, and, for a password change, per account, in a one-minute window. A sign-in is not limited per
// email: anyone could then lock the owner out; its failures are limited in features/auth/signInFailures.ts.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseWhenExceeded } from '../../http/tooMany.ts';
import { refusal } from '../../shared/refusals.ts';

const SIGN_IN_ROUTE = '/api/auth/login';
// Every route that takes a password or mails a link: each attempt is a guess or a mail.
const LIMITED_ROUTES = new Set([
  SIGN_IN_ROUTE,
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
]);
const CHANGE_PASSWORD_ROUTE = '/api/auth/change-password';
const WINDOW_MS = 60_000;

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

export default fp(async function authRateLimitsPlugin(app: FastifyInstance) {
  const max = app.config.authAttemptsPerMinute;
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '';
  // An IPv6 address counts by its /64 network: one subscriber usually holds the whole network.
  const perIp = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (r) => `${routeOf(r)}:ip:${normalizeIP(r.ip)}` });
  const perEmail = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (r) => `${routeOf(r)}:email:${emailOf(r)}` });
  // A wrong current password is a guess at it, from wherever it comes.
  const perAccount = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (r) => `${routeOf(r)}:account:${r.actor?.id}`,
  });

  // Runs once the body is parsed (the email is in it) and before validation, so malformed attempts count too.
  async function limitAttempts(request: FastifyRequest, reply: FastifyReply) {
    const checks = [
      perIp(request),
      ...(emailOf(request) && routeOf(request) !== SIGN_IN_ROUTE ? [perEmail(request)] : []),
      ...(routeOf(request) === CHANGE_PASSWORD_ROUTE && request.actor ? [perAccount(request)] : []),
    ];
    return refuseWhenExceeded(reply, await Promise.all(checks), refusal('limit.attempts'));
  }

  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST' || !LIMITED_ROUTES.has(route.url)) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), limitAttempts];
  });
});
