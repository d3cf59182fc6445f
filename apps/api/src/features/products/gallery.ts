// A product's pictures as an edit leaves them: `images` replaces them all, `image` alone replaces the first one.
import type { ProductImage } from '@atelier/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import { Invalid } from '../../shared/errors.ts';
import type { ProductRow } from './mapper.ts';

const IMAGE_ID = /^\/images\/([0-9a-f-]{36})\.webp$/i;

/** The id of the stored image a shop url names, lowercase; undefined for any other text. */
export function storedImageId(url: string): string | undefined {
  return IMAGE_ID.exec(url)?.[1]?.toLowerCase();
}

/** The ids among `urls` the shop has no image for, e.g. deleted or from another shop. */
export async function missingImageIds(db: Db, urls: readonly string[]): Promise<Set<string>> {
  const ids = new Set(urls.flatMap((url) => storedImageId(url) ?? []));
  if (ids.size === 0) return ids;
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.id, [...ids]));
  for (const { id } of found) ids.delete(id);
  return ids;
}

export interface GalleryChange {
  image: string;
  images: ProductImage[];
}

interface GalleryFields {
  image?: string | undefined;
  images?: { url: string; alt?: string | undefined }[] | undefined;
}

/** What an edit makes of the product's pictures; undefined when it leaves them. */
export async function galleryOf(
  tx: Db,
  body: GalleryFields,
  before: Pick<ProductRow, 'images'> | undefined,
): Promise<GalleryChange | undefined> {
  if (body.images) {
    const urls = body.images.map((picture) => picture.url);
    const missing = await missingImageIds(tx, urls);
    const unknown = urls.find((url) => missing.has(storedImageId(url) ?? ''));
    if (unknown) throw new Invalid(`Picture ${unknown} is not one uploaded to this shop`);
    const pictures = body.images.map((picture) => ({ url: picture.url, alt: picture.alt ?? '' }));
    return { image: urls[0] ?? '', images: pictures };
  }
  const image = body.image;
  if (image === undefined) return undefined;
  // The spec's form sends `image` alone: it takes the first picture's place; an empty one leaves the product none.
  if (!image) return { image: '', images: [] };
  const others = (before?.images ?? []).slice(1).filter((picture) => picture.url.toLowerCase() !== image.toLowerCase());
  return { image, images: others.length === 0 ? [] : [{ url: image, alt: '' }, ...others] };
}
