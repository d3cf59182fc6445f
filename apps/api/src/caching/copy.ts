// A copy: one answer or page as it was sent, with its ETag, and its compressed forms made once, on first demand.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from '../http/contentEncoding.ts';

/** Smaller answers go out plain: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

export interface Copy {
  status: number;
  contentType: string;
  body: Buffer;
  /** Weak, as `@fastify/etag` makes it for answers that are not copies, so both agree. */
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** False for an answer made as a fallback (a page whose server rendering failed): served once, never kept. */
  keep: boolean;
}

/** What a cached route's handler returns when its answer is not plain JSON of the value it returns. */
export interface Answer {
  status?: number;
  contentType: string;
  body: string;
  keep?: boolean;
}

/**
 * What a streamed route's handler returns (`cache: { streamed: true }`): an answer too large to hold, sent as it is
 * made and never kept; only its ETag is (decision 550).
 */
export interface StreamedAnswer {
  contentType: string;
  stream: Readable;
}

export const isStreamed = (value: unknown): value is StreamedAnswer =>
  typeof value === 'object' && value !== null && 'contentType' in value && 'stream' in value;

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'contentType' in value && 'body' in value;

/** JSON text made elsewhere (the database writes a listing page as JSON, decision 245). */
export const jsonText = (body: string): Answer => ({ contentType: 'application/json; charset=utf-8', body });

/**
 * `buffer` in memory of its own size. Node hands small buffers out of a shared 8 KB pool, and zlib its output as a
 * slice of the 16 KB chunk it wrote into: a kept slice keeps all of that alive, so copies counted at a few MB held
 * many times as much.
 */
function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

export function copyOf(result: unknown): Copy {
  const answer = isAnswer(result) ? result : jsonText(JSON.stringify(result));
  const body = ownBytes(Buffer.from(answer.body));
  return {
    status: answer.status ?? 200,
    contentType: answer.contentType,
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64')}"`,
    encoded: {},
    keep: answer.keep ?? true,
  };
}

/** Brotli for JSON: quality 2 takes well under half the time of 4 for a few percent more bytes (decision 240). */
export const JSON_BROTLI_QUALITY = 2;
/** Pages are larger and asked for by browsers that wait on every byte: quality 5, near 9's size at a tenth of its time. */
const PAGE_BROTLI_QUALITY = 5;
const brotliQuality = (copy: Copy) => (copy.contentType.startsWith('text/html') ? PAGE_BROTLI_QUALITY : JSON_BROTLI_QUALITY);

/** The body in `encoding` (made the first time it is asked for), or the plain body for a small answer. */
export function encodedBody(copy: Copy, encoding: Encoding | null): { body: Buffer; encoding: Encoding | null } {
  if (!encoding || copy.body.length < COMPRESS_FROM_BYTES) return { body: copy.body, encoding: null };
  let encoded = copy.encoded[encoding];
  if (!encoded) {
    encoded = ownBytes(
      encoding === 'br'
        ? brotliCompressSync(copy.body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(copy) } })
        : gzipSync(copy.body),
    );
    copy.encoded[encoding] = encoded;
  }
  return { body: encoded, encoding };
}
