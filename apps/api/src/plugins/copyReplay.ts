// Copies replayed before Fastify: a GET whose address has a live copy for everyone (the catalog) is answered from the
// HTTP server's own request handler, with the headers the copy was first sent with, skipping the framework's
// per-request work (hooks, logger, reply) (decision 230).
// A revalidation naming the copy's ETag gets its 304 here too. Anything the copy cannot answer exactly as Fastify would
// goes on to Fastify: a request with an Origin (CORS), an encoding not made yet, an address never seen.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { EarlyAnswer } from '../earlyAnswers.ts';
import type { ShopMetrics } from '../features/metrics/shopMetrics.ts';
import { type Copy, copyEncoding, type Headers } from './answerCopy.ts';
import { preferredEncoding } from './contentEncoding.ts';
import { clientHasCopy } from './etags.ts';
import { REQUEST_ID_HEADER } from './requestIds.ts';

interface ReplayingCopiesOptions {
  /** The copy to answer the address with as it is, if any. */
  liveCopy(url: string): Copy | undefined;
  requestId(request: IncomingMessage): string;
  metrics: ShopMetrics;
  log: FastifyBaseLogger;
}

export function replayingCopies({ liveCopy, requestId, metrics, log }: ReplayingCopiesOptions): EarlyAnswer {
  /** Writes the answer and does what Fastify does once it has answered: count it, log it. */
  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    route: string,
    status: number,
    headers: Headers,
    body: string | Buffer,
  ) {
    const startedAt = performance.now();
    const reqId = requestId(request);
    response.writeHead(status, { ...headers, [REQUEST_ID_HEADER]: reqId });
    response.end(body);
    const seconds = (performance.now() - startedAt) / 1000;
    metrics.observeRequest({ method: 'GET', route, status }, seconds);
    // Fastify's own line for a finished request, so the access log misses nothing (a no-op above level info).
    const req = { method: request.method, url: request.url };
    log.info({ reqId, req, res: { statusCode: status }, responseTime: seconds * 1000 }, 'request completed');
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    const { method, url = '', headers } = request;
    if (method !== 'GET' || headers.origin !== undefined) return false;
    const copy = liveCopy(url);
    const replay = copy?.replay;
    if (!copy || !replay || copy.route.servesTo !== 'everyone') return false;
    if (copy.route.revalidated && clientHasCopy(headers['if-none-match'], copy.etag)) {
      answer(request, response, replay.route, 304, { ...replay.headers, 'content-length': 0 }, '');
      return true;
    }
    const encoding = copyEncoding(copy, preferredEncoding(headers['accept-encoding']));
    const body = encoding ? copy.encoded[encoding] : copy.body;
    if (body === undefined) return false;
    const sent = encoding
      ? { ...replay.headers, 'content-encoding': encoding, 'content-length': body.length }
      : { ...replay.headers, 'content-length': copy.bytes };
    answer(request, response, replay.route, 200, sent, body);
    return true;
  };
}
