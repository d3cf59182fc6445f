// Turns the demo products' drawings into stored WebP images.
import { availableParallelism } from 'node:os';
import type { ProductImage } from '@atelier/domain';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { type EncodedImage, encodeImage, insertImages } from '../features/uploads/index.ts';
import { canvas } from './art/canvas.ts';
import { FRONT, type View } from './art/views.ts';
import type { DemoProduct } from './demoProducts.ts';

/** A product's pictures in order: its drawing seen from the front, then in each of its further views. */
export const viewsOf = (item: DemoProduct): View[] => [FRONT, ...(item.views ?? [])];

/**
 * Rasterises each drawing to a lightly compressed PNG (fast, lossless), then makes the one lossy WebP
 * encoding an upload would get. A few at a time, so the raw pixels of all of them never sit in memory at once.
 * Answers each product's pictures, in the order of its views.
 */
export async function renderPictures(items: readonly DemoProduct[]): Promise<EncodedImage[][]> {
  const drawings = items.flatMap((item) => viewsOf(item).map((view) => canvas(item.color, item.draw(item.color), view)));
  const encoded = await mapInBatches(drawings, availableParallelism() * 2, async (svg) =>
    encodeImage(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()),
  );
  return regroup(items, encoded);
}

/**
 * Stores every product's pictures in one statement, so it runs inside the seed's transaction without overlapping
 * queries; answers each product's urls, in order.
 */
export async function storePictures(
  db: Db,
  items: readonly DemoProduct[],
  pictures: readonly EncodedImage[][],
  ownerId: string | null,
): Promise<string[][]> {
  const stored = await insertImages(db, pictures.flat(), ownerId);
  return regroup(
    items,
    stored.map((image) => image.url),
  );
}

/**
 * The gallery a product is stored with: empty for a product of one picture (its `image` says it all), else each url
 * with what its view shows ("…, close up"); the first keeps the default alt text.
 */
export function galleryOf(item: DemoProduct, urls: readonly string[]): ProductImage[] {
  if (urls.length < 2) return [];
  const views = viewsOf(item);
  return urls.map((url, i) => ({ url, alt: views[i]?.caption ? `${item.name}, ${views[i].caption}` : '' }));
}

/** Cuts a flat list, in the products' order, back into each product's share of it. */
function regroup<T>(items: readonly DemoProduct[], flat: readonly T[]): T[][] {
  let start = 0;
  return items.map((item) => {
    const share = flat.slice(start, start + viewsOf(item).length);
    start += share.length;
    return share;
  });
}

async function mapInBatches<T, R>(items: readonly T[], batchSize: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    results.push(...(await Promise.all(items.slice(start, start + batchSize).map(work))));
  }
  return results;
}
