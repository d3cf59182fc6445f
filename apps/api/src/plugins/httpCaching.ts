// Cheap answers: JSON compressed (brotli or gzip), a weak ETag with 304 on the public catalog reads, and a copy of
// each answer a route declares shareable (`config: { sharedAnswer }`: the catalog, the admin figures) kept for a
// moment, so a busy page is queried once, not once per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureName, SharedAnswer } from '../routePolicy.ts';

const COMPRESS_FROM_BYTES = 1024;
// A busy catalog's pages, with their compressed forms, fit many times over; a crawler walking every filter and page
// only pushes the oldest out (docs/decisions/180).
const COPIES_MAX_BYTES = 4 * 1024 * 1024;
// Quality 4 is the usual choice for answers compressed while the client waits (11 costs ~10× the CPU).
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

interface Copy {
  url: string;
  route: SharedAnswer;
  body: string;
  /** What the copy holds in bytes: its body and the compressed forms made so far. */
  bytes: number;
  etag: string;
  storedAt: number;
  encoded: Partial<Record<Encoding, Buffer>>;
}

// Long enough to absorb a rush on one page, short enough that other instances see an edit almost at once.
const COPY_TTL_MS = 2_000;

export interface HttpCachingOptions {
  /** How long one instance reuses an answer; 0 turns the copies off. */
  copyTtlMs?: number;
  /** The most the copies may hold together, in bytes; the oldest go first. */
  copiesMaxBytes?: number;
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when the client's If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function clientHasCopy(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** brotli when the client takes it, else gzip, else nothing; `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function encode(body: string, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  return gzipSync(body);
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
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (copy.route.revalidated) {
    reply.header('ETag', copy.etag).header('Cache-Control', 'no-cache');
    if (clientHasCopy(request, copy.etag)) {
      reply.code(304);
      return '';
    }
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(copy.body) < COMPRESS_FROM_BYTES) return copy.body;
  let encoded = copy.encoded[encoding];
  if (!encoded) {
    encoded = encode(copy.body, encoding);
    copy.encoded[encoding] = encoded;
    copy.bytes += encoded.length;
    grew(copy, encoded.length);
  }
  reply.header('Content-Encoding', encoding);
  return encoded;
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

export default fp<HttpCachingOptions>(async function httpCachingPlugin(app: FastifyInstance, options: HttpCachingOptions) {
  // Off by default in tests: they write rows straight to the database, behind the API's back.
  const ttlMs = options.copyTtlMs ?? (app.config.env === 'test' ? 0 : COPY_TTL_MS);
  const maxBytes = options.copiesMaxBytes ?? COPIES_MAX_BYTES;
  // Oldest first: a copy is never refreshed in place, only replaced.
  const copies = new Map<string, Copy>();
  let bytes = 0;
  // Answers already shaped from a copy, which onSend below leaves alone.
  const answeredFromCopy = new WeakSet<FastifyRequest>();
  const sharedAnswer = (request: FastifyRequest) =>
    request.method === 'GET' ? request.routeOptions.config.sharedAnswer : undefined;

  function forget(url: string) {
    const copy = copies.get(url);
    if (!copy) return;
    bytes -= copy.bytes;
    copies.delete(url);
  }

  function freshCopy(url: string): Copy | undefined {
    const copy = copies.get(url);
    if (copy && Date.now() - copy.storedAt < ttlMs) return copy;
    forget(url);
    return undefined;
  }

  /** Forgets the oldest copies until all fit in the budget. */
  function fitInBudget() {
    for (const oldest of copies.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function keep(copy: Copy) {
    if (ttlMs <= 0) return;
    forget(copy.url);
    copies.set(copy.url, copy);
    bytes += copy.bytes;
    fitInBudget();
  }

  /** Counts a compressed form made for a copy, unless the copy has gone meanwhile. */
  function grew(copy: Copy, added: number) {
    if (copies.get(copy.url) !== copy) return;
    bytes += added;
    fitInBudget();
  }

  const mayHaveCopy = (request: FastifyRequest, route: SharedAnswer | undefined): route is SharedAnswer =>
    route?.servesTo === 'everyone' || (route?.servesTo === 'admins' && request.actor?.role === 'admin');

  function sendCopy(request: FastifyRequest, reply: FastifyReply, audience: SharedAnswer['servesTo']) {
    const route = sharedAnswer(request);
    if (route?.servesTo !== audience || !mayHaveCopy(request, route)) return;
    const copy = freshCopy(request.url);
    if (!copy) return;
    answeredFromCopy.add(request);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    return reply.send(answerFromCopy(request, reply, copy, grew));
  }

  // Copies for everyone skip the session and validation; copies for admins wait until the session is read.
  app.addHook('onRequest', async (request, reply) => sendCopy(request, reply, 'everyone'));
  app.addHook('preHandler', async (request, reply) => sendCopy(request, reply, 'admins'));

  // Registered before compression's own hook, so the ETag is taken from the plain JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = sharedAnswer(request);
    if (!mayHaveCopy(request, route) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (answeredFromCopy.has(request)) return payload;
    const copy: Copy = {
      url: request.url,
      route,
      body: payload,
      bytes: Buffer.byteLength(payload),
      etag: weakEtag(payload),
      storedAt: Date.now(),
      encoded: {},
    };
    keep(copy);
    return answerFromCopy(request, reply, copy, grew);
  });

  afterEachChange(app, (feature) => {
    for (const [url, copy] of copies) if (isChangeTo(copy.route.changedBy, feature)) forget(url);
  });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
});
