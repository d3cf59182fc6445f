// Cheap answers: JSON compressed (brotli or gzip), a weak ETag with 304 on the public catalog reads, and a copy of
// each answer a route declares shareable (`config: { sharedAnswer }`: the catalog, the admin figures) kept for a
// moment, so a busy page is queried once, not once per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import type { FeatureName, SharedAnswer } from '../routePolicy.ts';

const COMPRESS_FROM_BYTES = 1024;
const MAX_COPIES = 2_000;
// Quality 4 is the usual choice for answers compressed while the client waits (11 costs ~10× the CPU).
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

interface Copy {
  route: SharedAnswer;
  body: string;
  etag: string;
  storedAt: number;
  encoded: Partial<Record<Encoding, Buffer>>;
}

// Long enough to absorb a rush on one page, short enough that other instances see an edit almost at once.
const COPY_TTL_MS = 2_000;

export interface HttpCachingOptions {
  /** How long one instance reuses an answer; 0 turns the copies off. */
  copyTtlMs?: number;
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * What a copy is kept under: the path and the query as the route validates it (known parameters only, defaults
 * filled in, in a fixed order), so an unknown parameter (`utm_source`, a cache buster) never makes a new copy;
 * undefined for a query the route refuses, which gets no copy.
 */
export function copyKey(request: FastifyRequest): string | undefined {
  const path = request.url.split('?')[0] ?? '';
  const schema = request.routeOptions.schema?.querystring as Partial<ZodType> | undefined;
  if (!schema) return path;
  // A query described otherwise than by zod cannot be read here: no copy rather than a wrong one.
  if (typeof schema.safeParse !== 'function') return undefined;
  const parsed = schema.safeParse(request.query);
  if (!parsed.success) return undefined;
  const query = parsed.data as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) if (query[name] !== undefined) params.set(name, String(query[name]));
  const known = params.toString();
  return known ? `${path}?${known}` : path;
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

/** Headers and payload of a catalog answer, compressed once per copy and encoding. */
function answerFromCopy(request: FastifyRequest, reply: FastifyReply, copy: Copy): string | Buffer {
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
  copy.encoded[encoding] ??= encode(copy.body, encoding);
  reply.header('Content-Encoding', encoding);
  return copy.encoded[encoding];
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
  const copies = new Map<string, Copy>();
  // Answers already shaped from a copy, which onSend below leaves alone.
  const answeredFromCopy = new WeakSet<FastifyRequest>();
  // Each request's copy key, taken from its query as it came, before validation replaces it.
  const keys = new WeakMap<FastifyRequest, string | undefined>();
  const sharedAnswer = (request: FastifyRequest) =>
    request.method === 'GET' ? request.routeOptions.config.sharedAnswer : undefined;

  function freshCopy(key: string | undefined): Copy | undefined {
    if (key === undefined) return undefined;
    const copy = copies.get(key);
    if (copy && Date.now() - copy.storedAt < ttlMs) return copy;
    if (copy) copies.delete(key);
    return undefined;
  }

  function keep(key: string | undefined, copy: Copy) {
    if (ttlMs <= 0 || key === undefined) return;
    if (copies.size >= MAX_COPIES) copies.delete(copies.keys().next().value as string);
    copies.set(key, copy);
  }

  const mayHaveCopy = (request: FastifyRequest, route: SharedAnswer | undefined): route is SharedAnswer =>
    route?.servesTo === 'everyone' || (route?.servesTo === 'admins' && request.actor?.role === 'admin');

  function sendCopy(request: FastifyRequest, reply: FastifyReply, audience: SharedAnswer['servesTo']) {
    const route = sharedAnswer(request);
    if (route?.servesTo !== audience || !mayHaveCopy(request, route)) return;
    const copy = freshCopy(keys.get(request));
    if (!copy) return;
    answeredFromCopy.add(request);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    return reply.send(answerFromCopy(request, reply, copy));
  }

  // Copies for everyone skip the session and validation; copies for admins wait until the session is read.
  app.addHook('onRequest', async (request, reply) => {
    if (sharedAnswer(request)) keys.set(request, copyKey(request));
    return sendCopy(request, reply, 'everyone');
  });
  app.addHook('preHandler', async (request, reply) => sendCopy(request, reply, 'admins'));

  // Registered before compression's own hook, so the ETag is taken from the plain JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = sharedAnswer(request);
    if (!mayHaveCopy(request, route) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (answeredFromCopy.has(request)) return payload;
    const copy: Copy = { route, body: payload, etag: weakEtag(payload), storedAt: Date.now(), encoded: {} };
    keep(keys.get(request), copy);
    return answerFromCopy(request, reply, copy);
  });

  afterEachChange(app, (feature) => {
    for (const [key, copy] of copies) if (isChangeTo(copy.route.changedBy, feature)) copies.delete(key);
  });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
});
