import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariants } from './variants.ts';

// Noise does not compress: each narrower copy keeps a size of its own, measured below.
async function noisyImage(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp()
    .toBuffer();
  return { data, width };
}

describe('narrower copies of images kept in memory', () => {
  it('serves a kept copy again, and forgets the least recently served once they outgrow their bytes', async () => {
    const image = await noisyImage(400, 300);
    const size = (await imageVariants(64 * 1024 * 1024)('probe', image, 320)).length;
    // Room for two copies, not three.
    const resized = imageVariants(Math.floor(size * 2.5));
    const first = await resized('a', image, 320);
    expect(await resized('a', image, 320)).toBe(first);
    const second = await resized('b', image, 320);
    await resized('c', image, 320);
    expect(await resized('b', image, 320)).toBe(second);
    expect(await resized('a', image, 320)).not.toBe(first);
  });
});
