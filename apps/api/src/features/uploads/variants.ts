// Narrower copies of stored images for srcset, made on first request and kept in a small in-memory LRU bounded by
// bytes: a few large photos must not hold more than many small ones (docs/decisions/180).
import sharp from 'sharp';
import { BytesBoundedMap } from '../../bytesBoundedMap.ts';

const MAX_CACHED_BYTES = 8 * 1024 * 1024;

/** Resized copies kept while they fit in `maxBytes` together, the least recently served forgotten first. */
export function imageVariants(maxBytes: number) {
  const cache = new BytesBoundedMap<Buffer>(maxBytes);

  return async function resizedWebp(id: string, image: { data: Buffer; width: number }, width: number): Promise<Buffer> {
    if (width >= image.width) return image.data;
    const key = `${id}:${width}`;
    const cached = cache.get(key);
    if (cached) {
      cache.touch(key);
      return cached;
    }
    const resized = await sharp(image.data).resize({ width }).webp({ quality: 80 }).toBuffer();
    cache.set(key, resized, resized.length);
    return resized;
  };
}

export const resizedWebp = imageVariants(MAX_CACHED_BYTES);
