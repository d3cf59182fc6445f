// The 429 every rate limit of the shop answers: the first limit exceeded names how long to wait, in the words of the
// page that asked (decision 760).
import type { FastifyReply } from 'fastify';
import type { ErrorMessage } from '../shared/errors.ts';
import { refusalText } from '../shared/refusals.ts';
import { acceptedLanguage } from './requestLanguage.ts';

/** What a limit made by `app.createRateLimit` answers for a request. */
type LimitResult = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number };

/** Answers 429 with Retry-After in `ttlInSeconds` and `message`, a refusal worded in the request's language. */
export function refuseForAWhile(reply: FastifyReply, ttlInSeconds: number, message: ErrorMessage) {
  const language = acceptedLanguage(reply.request.headers['accept-language']);
  const text = typeof message === 'string' ? message : refusalText(message, language);
  return reply.status(429).header('retry-after', Math.max(1, ttlInSeconds)).send({ message: text });
}

/** Answers 429 with Retry-After and `message` when a limit is exceeded; otherwise leaves the reply alone. */
export function refuseWhenExceeded(reply: FastifyReply, results: LimitResult[], message: ErrorMessage) {
  const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
  if (!exceeded || exceeded.isAllowed) return undefined;
  return refuseForAWhile(reply, exceeded.ttlInSeconds, message);
}
