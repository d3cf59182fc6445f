// Limits sign-in, registration and password attempts per IP address, per email (lower-cased) and, for a password
// change, per account, in a one-minute window; and failed sign-ins per account and address in an hour. With REDIS_URL
// the counters live in Redis, so every instance of the shop counts together.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseWhenExceeded } from '../../http/tooMany.ts';
import { memoryWindowCounter, redisWindowCounter } from '../../windowCounter.ts';

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
const FAILED_SIGN_IN_WINDOW_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The failed sign-ins counted against an account; a password reset forgets them (the owner proved who they are). */
    signInFailures: { forgetAccount(email: string): Promise<void> };
  }
}

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

export default fp(async function authRateLimitsPlugin(app: FastifyInstance) {
  const { redisKeyPrefix, authAttemptsPerMinute: max, failedSignInsPerHour } = app.config;
  const redis = app.limitStore;

  await app.register(rateLimit, { global: false, redis, nameSpace: `${redisKeyPrefix}auth-attempts:`, skipOnError: true });
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
      ...(emailOf(request) ? [perEmail(request)] : []),
      ...(routeOf(request) === CHANGE_PASSWORD_ROUTE && request.actor ? [perAccount(request)] : []),
    ];
    return refuseWhenExceeded(reply, await Promise.all(checks), 'Too many attempts. Please wait a minute and try again.');
  }

  const failedSignIns = redis
    ? redisWindowCounter(redis, `${redisKeyPrefix}failed-sign-ins:`, FAILED_SIGN_IN_WINDOW_MS)
    : memoryWindowCounter(FAILED_SIGN_IN_WINDOW_MS);
  const attemptTaken = new WeakMap<FastifyRequest, string>();
  app.decorate('signInFailures', { forgetAccount: (email: string) => failedSignIns.forget(`${email.trim().toLowerCase()}|`) });

  /**
   * Counted per account and client address: too many wrong passwords from one address refuse that address, while the
   * owner signing in from elsewhere is let in. A lock on the account alone let anyone lock anyone out (OWASP prefers
   * throttling to lockout).
   */
  async function limitFailedSignIns(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request);
    if (!email) return;
    const key = `${email}|${normalizeIP(request.ip)}`;
    const taken = await failedSignIns
      .take(key)
      .catch((err) => void request.log.warn({ err }, 'failed sign-in counter unreachable'));
    if (!taken) return;
    attemptTaken.set(request, key);
    if (taken.count <= failedSignInsPerHour) return;
    return reply
      .status(429)
      .header('retry-after', Math.ceil(taken.resetInMs / 1000))
      .send({
        message: 'Too many failed sign-ins for this account from here. Please try again in an hour, or reset your password.',
      });
  }

  // Only a wrong password counts as a failed sign-in: any other answer gives its attempt back.
  async function giveBackUnlessFailed(request: FastifyRequest, reply: FastifyReply) {
    const key = attemptTaken.get(request);
    if (!key || reply.statusCode === 401 || reply.statusCode === 429) return;
    await failedSignIns.giveBack(key).catch((err) => request.log.warn({ err }, 'failed sign-in counter unreachable'));
  }

  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST' || !LIMITED_ROUTES.has(route.url)) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), limitAttempts];
    if (route.url !== SIGN_IN_ROUTE) return;
    route.preValidation.push(limitFailedSignIns);
    route.onResponse = [...[route.onResponse ?? []].flat(), giveBackUnlessFailed];
  });
});
