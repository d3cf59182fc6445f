// Copies replayed before Fastify: a GET whose address has a live copy for everyone (the catalog) is answered from the
// HTTP server's own request handler, with the headers the copy was first sent with, skipping the framework's
// per-request work (hooks, logger, reply) (decision 230).
// Anything the copy cannot answer exactly as Fastify would goes on to Fastify: a conditional request, a request with
// an Origin (CORS), an encoding not made yet, an address never seen.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { EarlyAnswer } from '../earlyAnswers.ts';
import type { ShopMetrics } from '../features/metrics/shopMetrics.ts';
import { type Copy, copyBody, copyHeaders } from './answerCopy.ts';
import { preferredEncoding } from './contentEncoding.ts';
import { REQUEST_ID_HEADER } from './requestIds.ts';

interface ReplayingCopiesOptions {
  /** The copy to answer the address with as it is, if any. */
  liveCopy(url: string): Copy | undefined;
  requestId(request: IncomingMessage): string;
  metrics: ShopMetrics;
  log: FastifyBaseLogger;
}

export function replayingCopies({ liveCopy, requestId, metrics, log }: ReplayingCopiesOptions): EarlyAnswer {
  return (request: IncomingMessage, response: ServerResponse) => {
    const startedAt = performance.now();
    const { method, url = '', headers } = request;
    if (method !== 'GET' || headers.origin !== undefined || headers['if-none-match'] !== undefined) return false;
    const copy = liveCopy(url);
    if (!copy?.replay || copy.route.servesTo !== 'everyone') return false;
    const answer = copyBody(copy, preferredEncoding(headers['accept-encoding']));
    if (!answer) return false;
    const reqId = requestId(request);
    response.writeHead(200, {
      ...copy.replay.headers,
      ...copyHeaders(copy, copy.replay.headers.vary),
      ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
      'content-length': Buffer.byteLength(answer.body),
      [REQUEST_ID_HEADER]: reqId,
    });
    response.end(answer.body);
    const seconds = (performance.now() - startedAt) / 1000;
    metrics.observeRequest({ method, route: copy.replay.route, status: 200 }, seconds);
    // Fastify's own line for a finished request, so the access log misses nothing (a no-op above level info).
    log.info({ reqId, req: { method, url }, res: { statusCode: 200 }, responseTime: seconds * 1000 }, 'request completed');
    return true;
  };
}
