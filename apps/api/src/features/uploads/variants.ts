// Narrower copies of stored images for srcset, made on first request and kept in a small in-memory LRU bounded by
// bytes: a few large photos must not hold more than many small ones (docs/decisions/180).
import sharp from 'sharp';

const MAX_CACHED_BYTES = 8 * 1024 * 1024;

/** Resized copies kept while they fit in `maxBytes` together, the least recently served forgotten first. */
export function imageVariants(maxBytes: number) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const cache = new Map<string, Buffer>();
  let bytes = 0;

  return async function resizedWebp(id: string, image: { data: Buffer; width: number }, width: number): Promise<Buffer> {
    if (width >= image.width) return image.data;
    const key = `${id}:${width}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const resized = await sharp(image.data).resize({ width }).webp({ quality: 80 }).toBuffer();
    const previous = cache.get(key);
    if (previous) bytes -= previous.length;
    cache.set(key, resized);
    bytes += resized.length;
    for (const [oldest, variant] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(oldest);
      bytes -= variant.length;
    }
    return resized;
  };
}

export const resizedWebp = imageVariants(MAX_CACHED_BYTES);
