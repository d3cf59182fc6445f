// Uploaded images: checked by their bytes, re-encoded to WebP (no metadata, bounded size) and kept in the database.
import { availableParallelism } from 'node:os';
import { MAX_UPLOAD_BYTES } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import { Invalid, NotFound, Unavailable } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { type EncoderInput, ImageEncoder } from './imageEncoder.ts';
import { detectImageFormat } from './imageFormat.ts';
import { TaskQueue } from './taskQueue.ts';

const MAX_DIMENSION_PX = 2000;
/** Refuses decompression bombs before decoding: 40 megapixels is far above any real product photo. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

export const ACCEPTED_FORMATS_MESSAGE = 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted';
export const TOO_LARGE_MESSAGE = `The image must be at most ${MAX_UPLOAD_MB} MB`;

export function imageUrl(id: string): string {
  return `/images/${id}.webp`;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Images are re-encoded in a process of their own at a lower CPU priority (decision 190); this one encoder serves the
 * uploads and the demo pictures alike.
 */
const encoder = new ImageEncoder({
  maxInputPixels: MAX_INPUT_PIXELS,
  maxDimensionPx: MAX_DIMENSION_PX,
  webpQuality: WEBP_QUALITY,
  maxUploadBytes: MAX_UPLOAD_BYTES,
});

const REFUSALS = {
  notBase64: () => new Invalid(NOT_BASE64_MESSAGE),
  tooLarge: () => new Invalid(TOO_LARGE_MESSAGE),
  unreadable: () => new Invalid('The image could not be read'),
} as const;

async function encodeElsewhere(image: EncoderInput): Promise<EncodedImage> {
  const answer = await encoder.encode(image);
  if ('refused' in answer) throw REFUSALS[answer.refused]();
  return answer;
}

/** Checks an image by its bytes and re-encodes it to WebP, bounded in size and without metadata. */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new Invalid(TOO_LARGE_MESSAGE);
  if (!detectImageFormat(input)) throw new Invalid(ACCEPTED_FORMATS_MESSAGE);
  return encodeElsewhere({ bytes: input });
}

export interface StoredImage {
  id: string;
  url: string;
}

/** Stores encoded images in one statement; answers their ids and URLs in the same order. */
export async function insertImages(db: Db, encoded: readonly EncodedImage[], ownerId: string | null): Promise<StoredImage[]> {
  if (encoded.length === 0) return [];
  const rows = await db
    .insert(images)
    .values(encoded.map((image) => ({ ...image, contentType: 'image/webp', ownerId })))
    .returning({ id: images.id });
  return rows.map((row) => ({ id: row.id, url: imageUrl(row.id) }));
}

/**
 * Images decoded and re-encoded at once, each on one libvips thread: one fewer than the machine has cores, so a burst
 * of big photos always leaves a core to the requests of other shoppers; the rest wait their turn (docs/decisions/100).
 */
export const imageEncoding = new TaskQueue(Math.max(1, availableParallelism() - 1));
/** Past this many images waiting, an upload is refused at once rather than held in memory for a long wait. */
export const MAX_WAITING_IMAGES = 32;
export const BUSY_MESSAGE = 'Many images are being uploaded right now. Please try again in a moment.';

/** Checks, re-encodes (waiting its turn) and stores an image; answers its id and the URL it is served at. */
export function storeImage(db: Db, input: Buffer, ownerId: string | null): Promise<StoredImage> {
  return storeWhenItsTurnComes(db, () => encodeImage(input), ownerId);
}

async function storeWhenItsTurnComes(db: Db, encode: () => Promise<EncodedImage>, ownerId: string | null): Promise<StoredImage> {
  if (imageEncoding.waiting >= MAX_WAITING_IMAGES) throw new Unavailable(BUSY_MESSAGE);
  const encoded = await imageEncoding.run(encode);
  const [stored] = await insertImages(db, [encoded], ownerId);
  if (!stored) throw new Error('image not stored');
  return stored;
}

/** POST /uploadImage: a signed-in user's data URL, judged by its decoded bytes. */
export async function uploadImage(db: Db, actor: Actor | null, dataUrl: string): Promise<string> {
  const me = authorize(actor, 'create', 'upload');
  const base64 = base64Of(dataUrl);
  // The base64 goes as it is: decoding megabytes is the encoder's work, in its turn.
  return (await storeWhenItsTurnComes(db, () => encodeElsewhere({ base64 }), me.id)).url;
}

const NOT_BASE64_MESSAGE = 'The image must be a base64 data URL';
// A media type and parameters of printable characters only (`data:image/png;base64,`).
const DATA_URL = /^data:([\w.+/-]*)((?:;[\w.+=-]+)*),/;
/** Base64 for the first 48 bytes, where every accepted format names itself (`imageFormat.ts`). */
const SIGNATURE_CHARS = 64;
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The base64 part of a data URL, checked for its size and, from its first bytes, for its format before the encoder
 * gets it. Another character further on is the encoder's to find: its decoded bytes come up short.
 */
function base64Of(dataUrl: string): string {
  const header = DATA_URL.exec(dataUrl);
  if (!header?.[2]?.includes('base64')) throw new Invalid(NOT_BASE64_MESSAGE);
  const base64 = dataUrl.slice(header[0].length);
  // base64 is 4 characters for 3 bytes.
  if (Math.floor((base64.length * 3) / 4) > MAX_UPLOAD_BYTES + 2) throw new Invalid(TOO_LARGE_MESSAGE);
  const signature = base64.slice(0, SIGNATURE_CHARS);
  if (!BASE64_CHARS.test(signature)) throw new Invalid(NOT_BASE64_MESSAGE);
  if (!detectImageFormat(Buffer.from(signature, 'base64'))) throw new Invalid(ACCEPTED_FORMATS_MESSAGE);
  return base64;
}

export async function findImage(db: Db, rawId: string) {
  const id = existingId(rawId, 'Image');
  const [row] = await db.select({ data: images.data, width: images.width }).from(images).where(eq(images.id, id)).limit(1);
  if (!row) throw new NotFound('Image not found');
  return row;
}
