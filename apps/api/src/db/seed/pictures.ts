// Turns the demo products' drawings into stored WebP images.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { type EncodedImage, encodeImage, insertImages } from '../../features/uploads/service.ts';
import type { Db } from '../client.ts';
import { canvas } from './art/canvas.ts';
import type { DemoProduct } from './demoProducts.ts';

/**
 * Rasterises each drawing to a lightly compressed PNG (fast, lossless), then makes the one lossy WebP
 * encoding an upload would get. A few at a time, so the raw pixels of all of them never sit in memory at once.
 */
export function renderPictures(items: readonly DemoProduct[]): Promise<EncodedImage[]> {
  return mapInBatches(items, availableParallelism() * 2, async (item) =>
    encodeImage(
      await sharp(Buffer.from(canvas(item.color, item.draw(item.color))))
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
}

/** Stores the pictures in one statement, so it runs inside the seed's transaction without overlapping queries. */
export async function storePictures(db: Db, pictures: readonly EncodedImage[], ownerId: string | null): Promise<string[]> {
  return (await insertImages(db, pictures, ownerId)).map((image) => image.url);
}

async function mapInBatches<T, R>(items: readonly T[], batchSize: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    results.push(...(await Promise.all(items.slice(start, start + batchSize).map(work))));
  }
  return results;
}
