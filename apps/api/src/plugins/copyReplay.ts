// Copies replayed before Fastify: a GET whose address has a live copy for everyone (the catalog) is answered from the
// HTTP server's own request handler, with the headers the copy was first sent with, skipping the framework's
// per-request work (hooks, logger, reply) (decision 230).
// A revalidation naming the copy's ETag gets its 304 here too. Anything the copy cannot answer exactly as Fastify would
// goes on to Fastify: a request with an Origin (CORS), an encoding not made yet, an address never seen.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { EarlyAnswer } from '../earlyAnswers.ts';
import type { ShopMetrics } from '../features/metrics/shopMetrics.ts';
import { type Copy, copyBody, copyHeaders, type Headers } from './answerCopy.ts';
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
    copy: Copy,
    status: number,
    headers: Headers,
    body: string | Buffer,
    startedAt: number,
  ) {
    const reqId = requestId(request);
    response.writeHead(status, { ...headers, [REQUEST_ID_HEADER]: reqId });
    response.end(body);
    const seconds = (performance.now() - startedAt) / 1000;
    const route = copy.replay?.route ?? 'unmatched';
    metrics.observeRequest({ method: 'GET', route, status }, seconds);
    // Fastify's own line for a finished request, so the access log misses nothing (a no-op above level info).
    const req = { method: request.method, url: request.url };
    log.info({ reqId, req, res: { statusCode: status }, responseTime: seconds * 1000 }, 'request completed');
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    const startedAt = performance.now();
    const { method, url = '', headers } = request;
    if (method !== 'GET' || headers.origin !== undefined) return false;
    const copy = liveCopy(url);
    if (!copy?.replay || copy.route.servesTo !== 'everyone') return false;
    const sent = { ...copy.replay.headers, ...copyHeaders(copy, copy.replay.headers.vary) };
    if (copy.route.revalidated && clientHasCopy(headers['if-none-match'], copy.etag)) {
      answer(request, response, copy, 304, { ...sent, 'content-length': 0 }, '', startedAt);
      return true;
    }
    const body = copyBody(copy, preferredEncoding(headers['accept-encoding']));
    if (!body) return false;
    const encoding = body.encoding ? { 'content-encoding': body.encoding } : {};
    answer(
      request,
      response,
      copy,
      200,
      { ...sent, ...encoding, 'content-length': Buffer.byteLength(body.body) },
      body.body,
      startedAt,
    );
    return true;
  };
}
