// The one cache (docs/decisions/265). A GET route or page that declares what it shows (`config: { cache: { shows } }`)
// is answered from a copy; a copy is dropped when the database announces a change to a table it shows, on every
// instance, whatever made the change. A fresh copy answers in the route's last `preHandler` (decision 455): every hook
// of the app and the route runs for it, validation included. A stale copy, or none, is answered in the handler's
// place. ETags and 304s come from @fastify/etag, compression of other answers from @fastify/compress.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../http/contentEncoding.ts';
import { cacheKey } from './cacheKey.ts';
import { BuildOutdated, Copies } from './copies.ts';
import { COMPRESS_FROM_BYTES, type Copy, copyOf, encodedBody, isStreamed, JSON_BROTLI_QUALITY } from './copy.ts';
import { ANNOUNCED_TABLES, type AnnouncedTable, listenToTableChanges } from './tables.ts';
import { Validators } from './validators.ts';

export interface CachePolicy {
  /** The tables the answer is drawn from: a change to any of them drops its copies. */
  shows: readonly AnnouncedTable[];
  /**
   * Who may be given a copy: anyone; admins only (others reach the handler, which refuses them); or anyone but admins,
   * whose answer shows more (a product's or page's translations, decision 600) and is read afresh each time.
   */
  servesTo: 'everyone' | 'admins' | 'visitors';
  /**
   * The handler returns a `StreamedAnswer`, too large to keep: it is sent as it is made, and only its ETag is kept
   * until what it shows changes, so asking again with it answers 304 (decision 550).
   */
  streamed?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered from a copy until what it shows changes. Its handler returns the answer and leaves the reply alone. */
    cache?: CachePolicy;
    /** A write to no table any copy shows (an analytics beacon): its answer leaves without waiting for the database's
     * change notices to reach this instance. */
    changesNothingCached?: boolean;
  }
}

// A busy shop's catalog pages and answers, with their compressed forms, fit many times over.
const COPIES_MAX_BYTES = 32 * 1024 * 1024;

const cacheControlOf = (policy: CachePolicy, request: FastifyRequest) =>
  policy.servesTo === 'admins' || (policy.servesTo === 'visitors' && request.actor?.role === 'admin')
    ? 'private, no-cache'
    : 'no-cache';

/**
 * Sends `copy`. `markedHit`: the request did not build it and the config asks hits to be told (`cacheHitHeader`), so
 * the answer says `x-cache: hit`.
 */
function send(request: FastifyRequest, reply: FastifyReply, policy: CachePolicy, copy: Copy, markedHit: boolean) {
  const vary = reply.getHeader('vary');
  if (markedHit) reply.header('x-cache', 'hit');
  reply
    .code(copy.status)
    .header('content-type', copy.contentType)
    .header('etag', copy.etag)
    .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlOf(policy, request));
  const { body, encoding } = encodedBody(copy, preferredEncoding(request.headers['accept-encoding']));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

const mayHaveCopy = (policy: CachePolicy, request: FastifyRequest) =>
  policy.servesTo === 'everyone' || (policy.servesTo === 'admins') === (request.actor?.role === 'admin');

/**
 * Answers a request whose address has a fresh copy, in the handler's place, without rebuilding its key: the copy was
 * made for a request at that very address. The route's last `preHandler`, so every hook of the app and the route
 * (request ids, security headers, sessions, limits, validation, preHandlers) has run, and the answer goes through
 * every `onSend` and `onResponse` hook. Anything else (no copy, a stale one, one being built) goes on to the handler.
 */
function freshCopyLast(copies: Copies, policy: CachePolicy, markHits: boolean): preHandlerHookHandler {
  return function answerFromFreshCopy(request, reply, done) {
    const copy = mayHaveCopy(policy, request) ? copies.freshAt(request.url) : undefined;
    if (!copy) return done();
    send(request, reply, policy, copy, markHits);
  };
}

/**
 * `handler`, answering from the copy at the request's key while it lasts; with no copies kept (`copies` null), from
 * the answer it returns, sent the same way.
 */
function answeredFromCopies(
  copies: Copies | null,
  policy: CachePolicy,
  handler: RouteHandlerMethod,
  markHits: boolean,
): RouteHandlerMethod {
  return async function copiedHandler(this: FastifyInstance, request, reply) {
    let built = false;
    const make = async () => {
      built = true;
      const answer = await handler.call(this, request, reply);
      if (answer === reply) throw new Error(`${request.routeOptions.url} is cached: its handler must return its answer`);
      return copyOf(answer);
    };
    if (!copies || !mayHaveCopy(policy, request)) return send(request, reply, policy, await make(), false);
    let copy: Copy;
    try {
      copy = await copies.get(cacheKey(request), policy.shows, make, request.url);
    } catch (error) {
      // Changes kept overtaking the rebuilds: this request reads the database itself.
      if (!(error instanceof BuildOutdated)) throw error;
      copy = await make();
    }
    return send(request, reply, policy, copy, markHits && !built);
  };
}

/**
 * `handler`, whose answer is streamed: with validators kept, it carries the ETag of what it shows now, and a request
 * that already holds that ETag is answered 304 before the handler reads anything.
 */
function answeredAsStream(validators: Validators | null, policy: CachePolicy, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function streamedHandler(this: FastifyInstance, request, reply) {
    const etag = validators && mayHaveCopy(policy, request) ? validators.etagOf(cacheKey(request), policy.shows) : null;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlOf(policy, request));
    if (etag) {
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    }
    const answer = await handler.call(this, request, reply);
    if (!isStreamed(answer)) throw new Error(`${request.routeOptions.url} is streamed: its handler must return a stream`);
    return reply.type(answer.contentType).send(answer.stream);
  };
}

const isGet = (route: RouteOptions) => route.method === 'GET';
const wrote = (request: FastifyRequest, statusCode: number) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  statusCode < 400 &&
  request.routeOptions.config.changesNothingCached !== true;

export default fp(async function cachingPlugin(app: FastifyInstance) {
  // Registered before compression, so an ETag is taken from the plain body.
  await app.register(etag, { weak: true });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    // Other answers are JSON too, compressed as the copies of JSON are.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: JSON_BROTLI_QUALITY } },
  });
  const freshMs = app.config.copyFreshMs;
  const copies = freshMs > 0 ? new Copies({ freshMs, maxBytes: COPIES_MAX_BYTES }) : null;
  const validators = freshMs > 0 ? new Validators({ freshMs }) : null;
  const markHits = app.config.cacheHitHeader;
  app.addHook('onRoute', (route) => {
    const policy = route.config?.cache;
    // A streamed answer's HEAD is the same stream, which Fastify reads through and leaves unsent.
    if (policy?.streamed && route.method === 'HEAD') route.handler = answeredAsStream(validators, policy, route.handler);
    if (!policy || !isGet(route)) return;
    for (const table of policy.shows)
      if (!ANNOUNCED_TABLES.includes(table)) throw new Error(`${route.url} shows ${table}, which announces no change`);
    if (policy.streamed) {
      route.handler = answeredAsStream(validators, policy, route.handler);
      return;
    }
    route.handler = answeredFromCopies(copies, policy, route.handler, markHits);
    // After the route's own: Fastify runs the app's preHandler hooks before any route's.
    if (copies) route.preHandler = [...[route.preHandler ?? []].flat(), freshCopyLast(copies, policy, markHits)];
  });
  if (!copies || !validators) return;

  const stopListening = await listenToTableChanges(
    app.database,
    (table) => {
      copies.dropShowing(table);
      validators.dropShowing(table);
    },
    () => {
      copies.clear();
      validators.clear();
    },
  );
  app.addHook('onClose', async () => stopListening());

  // A client reads its own writes: the change's announcement has reached this instance before the answer leaves.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!wrote(request, reply.statusCode)) return done(null, payload);
    app.database.caughtUp().then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
});
