// For tests of what a copy shows: a test first proves a copy answers an address (the app built with
// `cacheHitHeader`), then changes the data, then reads the address again.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** A copy is kept from an address's second ask (decision 455), and answers from the third. */
const ASKS_UNTIL_A_COPY_ANSWERS = 3;

/** Asks for `request` until a copy answers it; the copy's answer. Throws when none does. */
export async function answeredFromCopy(app: FastifyInstance, request: string | InjectOptions): Promise<LightMyRequestResponse> {
  const options = typeof request === 'string' ? { url: request } : request;
  if (!app.config.cacheHitHeader) throw new Error('answeredFromCopy needs an app built with cacheHitHeader: true');
  for (let ask = 0; ask < ASKS_UNTIL_A_COPY_ANSWERS; ask++) {
    const answer = await app.inject(options);
    if (answer.headers['x-cache'] === 'hit') return answer;
  }
  throw new Error(`${options.url} was not answered from a copy after ${ASKS_UNTIL_A_COPY_ANSWERS} asks`);
}
