// Reads an upload's JSON body. The shape every client sends, {"image":"data:…"}, is read by a few native byte scans;
// parsing megabytes of JSON would hold the one JavaScript thread (about 40 ms an upload) from every other request.
import { isAscii } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

const OPENING = Buffer.from('{"image":"');
const CLOSING = Buffer.from('"}');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The body's image when the body is exactly `{"image":"…"}` with a plain ASCII string; null for any other JSON.
 * A control character, which JSON refuses inside a string, is left for the upload to refuse: a data URL's header
 * and base64 may not hold one (the service checks both without scanning megabytes on the one JavaScript thread).
 */
export function plainImageBody(body: Buffer): { image: string } | null {
  const end = body.length - CLOSING.length;
  if (end < OPENING.length || !body.subarray(0, OPENING.length).equals(OPENING) || !body.subarray(end).equals(CLOSING)) {
    return null;
  }
  const value = body.subarray(OPENING.length, end);
  // Escapes and non-ASCII are JSON's own business: those bodies take the general parser.
  if (value.includes(QUOTE) || value.includes(BACKSLASH) || !isAscii(value)) return null;
  return { image: value.toString('latin1') };
}

/** Parses JSON bodies of the plugin's routes: the plain upload shape directly, anything else as Fastify does. */
export function parseUploadBodies(app: FastifyInstance, bodyLimit: number): void {
  const generalJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (request, body: Buffer, done) => {
    const plain = plainImageBody(body);
    if (plain) done(null, plain);
    else generalJson(request, body.toString('utf8'), done);
  });
}
