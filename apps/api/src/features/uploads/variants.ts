// Narrower copies of stored images for srcset, made on first request and kept in a small in-memory LRU.
import sharp from 'sharp';

const MAX_CACHED_VARIANTS = 200;
const cache = new Map<string, Buffer>();

export async function resizedWebp(id: string, image: { data: Buffer; width: number }, width: number): Promise<Buffer> {
  if (width >= image.width) return image.data;
  const key = `${id}:${width}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key); // re-insert: a Map iterates in insertion order, so the first key is the least recently used
    cache.set(key, cached);
    return cached;
  }
  const resized = await sharp(image.data).resize({ width }).webp({ quality: 80 }).toBuffer();
  cache.set(key, resized);
  if (cache.size > MAX_CACHED_VARIANTS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return resized;
}
