// The 429 every rate limit of the shop answers: the first limit exceeded names how long to wait.
import type { FastifyReply } from 'fastify';

/** What a limit made by `app.createRateLimit` answers for a request. */
type LimitResult = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number };

/** Answers 429 with Retry-After and `message` when a limit is exceeded; otherwise leaves the reply alone. */
export function refuseWhenExceeded(reply: FastifyReply, results: LimitResult[], message: string) {
  const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
  if (!exceeded || exceeded.isAllowed) return undefined;
  return reply.status(429).header('retry-after', Math.max(1, exceeded.ttlInSeconds)).send({ message });
}
