// Wrong passwords at sign-in, counted for an hour with @fastify/rate-limit like every limit of the shop: too many from
// one address on one account, or from one address on any, refuse that address; an account's own count only slows its
// sign-ins, so nobody can lock the owner out by failing on their email (decision 475). Counts are read before the
// password is checked and added to only when it was wrong.
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseForAWhile } from '../../http/tooMany.ts';
import { refusal } from '../../shared/refusals.ts';
import type { UserRow } from '../users/index.ts';
import { normalizeEmail } from './service.ts';

const HOUR_MS = 60 * 60_000;
/** Above any count an hour can reach: the account's limit refuses nothing, its count only sets the delay. */
const UNREFUSED = Number.MAX_SAFE_INTEGER;
const TOO_MANY_ACCOUNT_FAILURES_MESSAGE = refusal('limit.signInsForAccount');
const TOO_MANY_ADDRESS_FAILURES_MESSAGE = refusal('limit.signInsFromHere');

/**
 * Names an account's failures until its password changes: a reset (or a change) proves who owns it, and starts its
 * counts again from none. An unknown email is counted like a known one, so the answers tell nobody which exist.
 */
function accountKeyOf(email: string, account: UserRow | undefined): string {
  const password = account ? createHash('sha256').update(account.passwordHash).digest('base64url').slice(0, 16) : '-';
  return `sign-in-failures:${normalizeEmail(email)}:${password}`;
}

export interface SignInFailures {
  /** The 429 sent when this address has failed too often; otherwise undefined, once the account's delay is waited out. */
  refusal(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    account: UserRow | undefined,
  ): Promise<FastifyReply | undefined>;
  /** Counts a wrong password of the attempt `refusal` let through. */
  count(request: FastifyRequest): Promise<void>;
}

export function signInFailures(app: FastifyInstance): SignInFailures {
  const { failedSignInsPerHour, failedSignInsPerHourPerAddress, signInDelay } = app.config;
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const accountKey = (request: FastifyRequest) => accountKeys.get(request) ?? '';
  // An IPv6 address counts by its /64 network: one subscriber usually holds the whole network.
  const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);
  const perAccountAndAddress = app.createRateLimit({
    max: failedSignInsPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `${accountKey(request)}:ip:${addressOf(request)}`,
  });
  const perAddress = app.createRateLimit({
    max: failedSignInsPerHourPerAddress,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `sign-in-failures:ip:${addressOf(request)}`,
  });
  const perAccount = app.createRateLimit({ max: UNREFUSED, timeWindow: HOUR_MS, keyGenerator: accountKey });

  const delayMsAfter = (failures: number) =>
    Math.min(signInDelay.maxMs, Math.max(0, failures - signInDelay.afterFailures) * signInDelay.stepMs);

  return {
    async refusal(request, reply, email, account) {
      accountKeys.set(request, accountKeyOf(email, account));
      const peek = { increment: false };
      const [pair, address, onAccount] = await Promise.all([
        perAccountAndAddress(request, peek),
        perAddress(request, peek),
        perAccount(request, peek),
      ]);
      // A right password is refused too: otherwise the refusals would tell a guesser which guess was right.
      for (const [limit, message] of [
        [pair, TOO_MANY_ACCOUNT_FAILURES_MESSAGE],
        [address, TOO_MANY_ADDRESS_FAILURES_MESSAGE],
      ] as const) {
        if (!limit.isAllowed && limit.remaining === 0) {
          return refuseForAWhile(reply, limit.ttlInSeconds, message);
        }
      }
      // Every answer on the account waits alike, right password or wrong, so the wait tells nothing either.
      const failures = onAccount.isAllowed ? 0 : onAccount.max - onAccount.remaining;
      await delay(delayMsAfter(failures));
      return undefined;
    },

    async count(request) {
      await Promise.all([perAccountAndAddress(request), perAddress(request), perAccount(request)]);
    },
  };
}
