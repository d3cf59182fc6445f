// Cheap answers: JSON compressed (brotli or gzip), a weak ETag with 304 on the public catalog reads, and a copy of
// each answer a route declares shareable (`config: { sharedAnswer }`: the catalog, the admin figures) kept for a
// moment, so a busy page is queried once, not once per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BytesBoundedMap, ownBuffer } from '../bytesBoundedMap.ts';
import type { FeatureName, SharedAnswer } from '../routePolicy.ts';
import { COMPRESS_FROM_BYTES, type Copy, copyEncoding, copyHeaders, type Replay } from './answerCopy.ts';
import { AskedKeys } from './askedKeys.ts';
import { type Encoding, preferredEncoding } from './contentEncoding.ts';
import { rememberedCopyKeys } from './copyKey.ts';
import { replayingCopies } from './copyReplay.ts';
import { clientHasCopy, weakEtag } from './etags.ts';

// A busy catalog's pages, with their compressed forms, fit many times over; a crawler walking every filter and page
// only pushes the oldest out (docs/decisions/180).
const COPIES_MAX_BYTES = 4 * 1024 * 1024;
// Answers are compressed while the client waits. On the catalog's answers quality 2 takes well under half the time
// of 4 (15 against 37 µs for a listing page of 2.5 KB) for at most a few percent more bytes (682 against 631; 4,709
// against 4,547 at 100 products), which no client notices; 11 costs ~10× the CPU of 4 (docs/decisions/240).
const BROTLI_QUALITY = 2;

// Long enough to absorb a rush on one page, short enough that other instances see an edit almost at once.
const COPY_TTL_MS = 2_000;
// Past this share of its life a copy is still served, while one request asks for the next copy (see `Recomputations`).
const RENEW_AT_SHARE = 0.75;

export interface HttpCachingOptions {
  /** How long one instance reuses an answer; 0 turns the copies off. */
  copyTtlMs?: number;
  /** The most the copies may hold together, in bytes; the oldest go first. */
  copiesMaxBytes?: number;
}

function encode(body: string, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return ownBuffer(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  return ownBuffer(gzipSync(body));
}

/**
 * Headers and payload of a catalog answer, compressed once per copy and encoding; `grew` hears of the bytes a new
 * compressed form adds to the copy.
 */
function answerFromCopy(
  request: FastifyRequest,
  reply: FastifyReply,
  copy: Copy,
  grew: (copy: Copy, bytes: number) => void,
): string | Buffer {
  reply.headers(copyHeaders(copy, reply.getHeader('Vary')));
  if (copy.route.revalidated && clientHasCopy(request.headers['if-none-match'], copy.etag)) {
    reply.code(304);
    return '';
  }
  const encoding = copyEncoding(copy, preferredEncoding(request.headers['accept-encoding']));
  if (!encoding) return copy.body;
  let encoded = copy.encoded[encoding];
  if (!encoded) {
    // Each compressed form is made once per copy, by the first request that asks for it.
    encoded = encode(copy.body, encoding);
    copy.encoded[encoding] = encoded;
    grew(copy, encoded.length);
  }
  reply.header('Content-Encoding', encoding);
  return encoded;
}

/** The headers `copy` can be replayed with, taken from the answer it is made from; none when it was personal. */
function replayOf(request: FastifyRequest, reply: FastifyReply, copy: Copy): Replay | undefined {
  if (request.headers.origin !== undefined || reply.hasHeader('set-cookie')) return undefined;
  const { 'x-request-id': _requestId, 'content-length': _length, 'content-encoding': _encoding, ...headers } = reply.getHeaders();
  return { headers: { ...headers, ...copyHeaders(copy, headers.vary) }, route: request.routeOptions.url ?? 'unmatched' };
}

/** Whether a change made through a route of `feature` can change what depends on `changedBy` (without a list: any). */
export const isChangeTo = (changedBy: FeatureName[] | undefined, feature: FeatureName | undefined) =>
  changedBy ? feature !== undefined && changedBy.includes(feature) : true;

/**
 * Calls `changed` after every successful change (a write that did not fail) made through this instance, with the
 * feature of the route that made it: what the copies of this instance must forget. Other instances never hear of it.
 */
export function afterEachChange(app: FastifyInstance, changed: (feature: FeatureName | undefined) => void) {
  // A callback hook: no promise on every page and answer for the rare write.
  app.addHook('onResponse', (request, reply, done) => {
    const wrote = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
    if (wrote) changed(request.routeOptions.config.feature);
    done();
  });
}

// A build still unfinished after this long is given up on by new requests, should its request never have ended.
const BUILD_GIVEN_UP_MS = 10_000;

interface Build {
  key: string;
  route: SharedAnswer;
  startedAt: number;
  /** The requests waiting for the copy; most builds have none, and then no promise is made. */
  waiting: Array<(copy: Copy | undefined) => void>;
}

/** What this plugin knows of a request to a shared answer while it is answered. */
interface CopyState {
  /** Its copy key, taken from its query as it came, before validation replaces it. */
  key: string | undefined;
  /** The build of the next copy this request makes, if it makes one. */
  build: Build | undefined;
  /** Answered from a copy, which onSend leaves alone. */
  answeredFromCopy: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    // A field of the request rather than WeakMaps keyed on it: WeakMap entries of short-lived keys cost the garbage
    // collector on every request.
    copyState: CopyState | null;
  }
}

/**
 * At most one request at a time builds the next copy of an answer (decision 185): the others are served the copy
 * still alive, or, when there is none (expired, or forgotten after a change), wait for the one being built, instead of
 * all asking the database at once. A build begun before a change is neither waited for nor kept after it.
 */
class Builds {
  private readonly byKey = new Map<string, Build>();

  /** Makes `state`'s request the one building the copy of `key`. */
  start(key: string, route: SharedAnswer, state: CopyState) {
    const build = { key, route, startedAt: Date.now(), waiting: [] };
    this.byKey.set(key, build);
    state.build = build;
  }

  /** The build of `key` another request has under way, if any. */
  underWay(key: string): Build | undefined {
    const build = this.byKey.get(key);
    return build && Date.now() - build.startedAt <= BUILD_GIVEN_UP_MS ? build : undefined;
  }

  /** The copy `build` makes, once made; undefined when its request ended without one. */
  copyOf(build: Build): Promise<Copy | undefined> {
    return new Promise((resolve) => build.waiting.push(resolve));
  }

  /**
   * Ends the build `state`'s request made, handing `copy` (or nothing) to the requests waiting for it. False when a
   * change has outdated the build since it began: its answer must not be kept as a copy.
   */
  finish(state: CopyState | null, copy?: Copy): boolean {
    const build = state?.build;
    if (!build) return true;
    state.build = undefined;
    for (const resolve of build.waiting) resolve(copy);
    if (this.byKey.get(build.key) !== build) return false;
    this.byKey.delete(build.key);
    return true;
  }

  /** Forgets the builds a change through a route of `feature` outdates. */
  outdate(feature: FeatureName | undefined) {
    for (const [key, build] of this.byKey) if (isChangeTo(build.route.changedBy, feature)) this.byKey.delete(key);
  }
}

export default fp<HttpCachingOptions>(async function httpCachingPlugin(app: FastifyInstance, options: HttpCachingOptions) {
  // Off by default in tests: they write rows straight to the database, behind the API's back.
  const ttlMs = options.copyTtlMs ?? (app.config.env === 'test' ? 0 : COPY_TTL_MS);
  const maxBytes = options.copiesMaxBytes ?? COPIES_MAX_BYTES;
  // Oldest first: a copy is never refreshed in place, only replaced.
  const copies = new BytesBoundedMap<Copy>(maxBytes);
  const copyKey = rememberedCopyKeys();
  const sharedAnswer = (request: FastifyRequest) =>
    request.method === 'GET' ? request.routeOptions.config.sharedAnswer : undefined;

  const builds = new Builds();
  const asked = new AskedKeys();

  /**
   * The copy to answer `request` with: a live one (the first request past three quarters of its life builds the
   * next one instead), else the one another request is building; undefined when this request builds the answer, or
   * when its query gets no copy.
   */
  async function copyFor(state: CopyState, route: SharedAnswer): Promise<Copy | undefined> {
    const { key } = state;
    if (ttlMs <= 0 || key === undefined) return undefined;
    const live = liveCopy(key);
    if (live) return live;
    asked.ask(key);
    const underWay = builds.underWay(key);
    if (underWay) {
      // Another request is building it: wait for that, or build it here if that failed.
      return await builds.copyOf(underWay);
    }
    builds.start(key, route, state);
    return undefined;
  }

  /** The copy of `key` to answer with as it is, unless it has expired or is due to be built again. */
  function liveCopy(key: string): Copy | undefined {
    const copy = copies.get(key);
    if (!copy) return undefined;
    const age = Date.now() - copy.storedAt;
    if (age >= ttlMs) {
      copies.delete(key);
      return undefined;
    }
    return age < ttlMs * RENEW_AT_SHARE || builds.underWay(key) !== undefined ? copy : undefined;
  }

  /**
   * Keeps `copy` if its answer was asked for before: a one-off (a crawler walking every filter) would only push out
   * copies in use, and a copy kept for nothing lives long enough to cost the garbage collector a full collection
   * (decision 255).
   */
  function keep(copy: Copy) {
    if (ttlMs > 0 && asked.askedAgain(copy.key)) copies.set(copy.key, copy, copy.bytes);
  }

  /** Counts a compressed form made for a copy, unless the copy has gone meanwhile. */
  const grew = (copy: Copy, added: number) => copies.grew(copy.key, copy, added);

  const mayHaveCopy = (request: FastifyRequest, route: SharedAnswer | undefined): route is SharedAnswer =>
    route?.servesTo === 'everyone' || (route?.servesTo === 'admins' && request.actor?.role === 'admin');

  async function sendCopy(request: FastifyRequest, reply: FastifyReply, audience: SharedAnswer['servesTo']) {
    const route = sharedAnswer(request);
    const state = request.copyState;
    if (!state || route?.servesTo !== audience || !mayHaveCopy(request, route)) return;
    const copy = await copyFor(state, route);
    if (!copy) return;
    state.answeredFromCopy = true;
    reply.header('Content-Type', 'application/json; charset=utf-8');
    return reply.send(answerFromCopy(request, reply, copy, grew));
  }

  app.decorateRequest('copyState', null);
  // Copies for everyone skip the session and validation; copies for admins wait until the session is read.
  app.addHook('onRequest', async (request, reply) => {
    if (!sharedAnswer(request)) return;
    request.copyState = { key: copyKey.of(request), build: undefined, answeredFromCopy: false };
    return sendCopy(request, reply, 'everyone');
  });
  app.addHook('preHandler', async (request, reply) => sendCopy(request, reply, 'admins'));

  // Registered before compression's own hook, so the ETag is taken from the plain JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = sharedAnswer(request);
    const state = request.copyState;
    if (!mayHaveCopy(request, route) || reply.statusCode !== 200 || typeof payload !== 'string') {
      builds.finish(state);
      return payload;
    }
    const key = state?.key;
    if (!state || state.answeredFromCopy || key === undefined) {
      builds.finish(state);
      return payload;
    }
    const copy: Copy = {
      key,
      route,
      body: payload,
      bytes: Buffer.byteLength(payload),
      etag: weakEtag(payload),
      storedAt: Date.now(),
      encoded: {},
    };
    copy.replay = replayOf(request, reply, copy);
    if (builds.finish(state, copy)) keep(copy);
    return answerFromCopy(request, reply, copy, grew);
  });
  // A build whose request ended without an answer to copy (an error thrown, the client gone) ends with it.
  app.addHook('onResponse', (request, _reply, done) => {
    builds.finish(request.copyState);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    builds.finish(request.copyState);
    done();
  });

  // The shop's server lets copies be replayed before Fastify; a bare Fastify (in tests) has no such door.
  if (ttlMs > 0 && app.hasDecorator('earlyAnswers')) {
    app.earlyAnswers.answer = replayingCopies({
      liveCopy: (url) => {
        const key = copyKey.known(url);
        return key === undefined ? undefined : liveCopy(key);
      },
      requestId: app.earlyAnswers.requestId,
      metrics: app.metrics,
      log: app.log,
    });
    // Once the shop is closing, Fastify answers each request with 503 and Connection: close, which moves a client on
    // a kept-alive connection to another instance; a replay would keep that connection answered until the drain limit.
    app.addHook('preClose', (done) => {
      app.earlyAnswers.answer = null;
      done();
    });
  }

  afterEachChange(app, (feature) => {
    for (const [key, copy] of copies) if (isChangeTo(copy.route.changedBy, feature)) copies.delete(key);
    builds.outdate(feature);
  });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
});
