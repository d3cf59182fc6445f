// Narrower copies of stored images for srcset, made on first request and kept in a small in-memory LRU bounded by
// bytes, as every in-memory cache is (docs/decisions/180): a few large photos must not hold more than many small ones.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

const MAX_CACHED_BYTES = 8 * 1024 * 1024;

interface Original {
  data: Buffer;
  width: number;
}

/** Resized copies kept while they fit in `maxBytes` together, the least recently served forgotten first. */
export function imageVariants(maxBytes: number) {
  // A stored image never changes (its id names its bytes), so a resized copy never goes stale. Requests arriving
  // while one is resized wait for that one.
  const cache = new LRUCache<string, Buffer, { image: Original; width: number }>({
    maxSize: maxBytes,
    sizeCalculation: (resized) => resized.length,
    fetchMethod: (_key, _stale, { context }) =>
      sharp(context.image.data).resize({ width: context.width }).webp({ quality: 80 }).toBuffer(),
  });

  return async function resizedWebp(id: string, image: Original, width: number): Promise<Buffer> {
    if (width >= image.width) return image.data;
    return (await cache.fetch(`${id}:${width}`, { context: { image, width } })) as Buffer;
  };
}

export const resizedWebp = imageVariants(MAX_CACHED_BYTES);
