// Limits sign-in, registration and password attempts per IP address and per email (lower-cased) in a one-minute
// window, and failed sign-ins per account in an hour. With REDIS_URL the counters live in Redis, so
// every instance of the shop counts together.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memoryWindowCounter, redisWindowCounter } from '../windowCounter.ts';

const SIGN_IN_ROUTE = '/api/auth/login';
// Every route that takes a password or mails a link: each attempt is a guess or a mail.
const LIMITED_ROUTES = new Set([
  SIGN_IN_ROUTE,
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
]);
const WINDOW_MS = 60_000;
const FAILED_SIGN_IN_WINDOW_MS = 60 * 60 * 1000;

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

  // Runs once the body is parsed (the email is in it) and before validation, so malformed attempts count too.
  async function limitAttempts(request: FastifyRequest, reply: FastifyReply) {
    const checks = [perIp(request), ...(emailOf(request) ? [perEmail(request)] : [])];
    for (const result of await Promise.all(checks)) {
      if (result.isAllowed || !result.isExceeded) continue;
      return reply
        .status(429)
        .header('retry-after', result.ttlInSeconds)
        .send({ message: 'Too many attempts. Please wait a minute and try again.' });
    }
  }

  const failedSignIns = redis
    ? redisWindowCounter(redis, `${redisKeyPrefix}failed-sign-ins:`, FAILED_SIGN_IN_WINDOW_MS)
    : memoryWindowCounter(FAILED_SIGN_IN_WINDOW_MS);
  const attemptTaken = new WeakMap<FastifyRequest, string>();

  // After the per-minute limits: an attempt they refused is no guess at the password.
  async function limitFailedSignIns(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request);
    if (!email) return;
    const taken = await failedSignIns
      .take(email)
      .catch((err) => void request.log.warn({ err }, 'failed sign-in counter unreachable'));
    if (!taken) return;
    attemptTaken.set(request, email);
    if (taken.count <= failedSignInsPerHour) return;
    return reply
      .status(429)
      .header('retry-after', Math.ceil(taken.resetInMs / 1000))
      .send({ message: 'Too many failed sign-ins for this account. Please try again in an hour.' });
  }

  // Only a wrong password counts as a failed sign-in: any other answer gives its attempt back.
  async function giveBackUnlessFailed(request: FastifyRequest, reply: FastifyReply) {
    const email = attemptTaken.get(request);
    if (!email || reply.statusCode === 401 || reply.statusCode === 429) return;
    await failedSignIns.giveBack(email).catch((err) => request.log.warn({ err }, 'failed sign-in counter unreachable'));
  }

  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST' || !LIMITED_ROUTES.has(route.url)) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), limitAttempts];
    if (route.url !== SIGN_IN_ROUTE) return;
    route.preValidation.push(limitFailedSignIns);
    route.onResponse = [...[route.onResponse ?? []].flat(), giveBackUnlessFailed];
  });
});
