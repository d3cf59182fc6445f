import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSignedInUser } from '../../test/factories.ts';
import type { Client } from '../../test/httpClient.ts';
import { useInstancesSharingRedis } from '../../test/instancesSharingRedis.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { useTestApp } from '../../test/testApp.ts';
import { BUSY_MESSAGE, imageEncoding, MAX_WAITING_IMAGES, storeImage } from './service.ts';
import { TOO_MANY_UPLOADS_MESSAGE, UPLOADS_PER_MINUTE } from './uploadLimit.ts';

const t = useTestApp();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await makeSignedInUser(t.app, t.db));
});

function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

function upload(image: unknown, url = '/uploadImage', headers: Record<string, string> = { cookie }, app: Client = t.app) {
  return app.inject({ method: 'POST', url, payload: { image }, headers });
}

async function tinyPngDataUrl() {
  return dataUrl('image/png', await solidImage(4, 4).png().toBuffer());
}

function isWebp(bytes: Buffer): boolean {
  return bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
}

describe('image upload', () => {
  it('stores a PNG as WebP and serves it with a year-long immutable cache', async () => {
    const png = await solidImage(12, 8).png().toBuffer();
    const res = await upload(dataUrl('image/png', png));
    expect(res.statusCode).toBe(201);
    const url = res.json();
    expect(url).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isWebp(served.rawPayload)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 12, height: 8 });
  });

  it('also answers at /api/uploadImage and accepts JPEG, GIF, WebP and AVIF', async () => {
    for (const [mime, bytes] of [
      ['image/jpeg', await solidImage(4, 4).jpeg().toBuffer()],
      ['image/gif', await solidImage(4, 4).gif().toBuffer()],
      ['image/webp', await solidImage(4, 4).webp().toBuffer()],
      ['image/avif', await solidImage(4, 4).avif().toBuffer()],
    ] as const) {
      const res = await upload(dataUrl(mime, bytes), '/api/uploadImage');
      expect(res.statusCode, mime).toBe(201);
    }
  });

  it('judges the bytes, not the stated type', async () => {
    const jpeg = await solidImage(4, 4).jpeg().toBuffer();
    expect((await upload(dataUrl('application/octet-stream', jpeg))).statusCode).toBe(201);
  });

  it('drops camera metadata and shrinks huge images to 2000 px', async () => {
    const photo = await solidImage(3000, 1500)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone', Copyright: 'private' } })
      .toBuffer();
    const res = await upload(dataUrl('image/jpeg', photo));
    const served = await t.app.inject({ method: 'GET', url: res.json() });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 2000, height: 1000 });
    expect(meta.exif).toBeUndefined();
  });

  it('serves narrower copies for srcset', async () => {
    const png = await solidImage(1200, 600).png().toBuffer();
    const url = (await upload(dataUrl('image/png', png))).json();
    const small = await t.app.inject({ method: 'GET', url: `${url}?w=320` });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect((await t.app.inject({ method: 'GET', url: `${url}?w=123` })).statusCode).toBe(400);
  });

  it('refuses an SVG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(dataUrl('image/svg+xml', svg));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted' });
  });

  it('refuses HTML sent as a PNG', async () => {
    const res = await upload(dataUrl('image/png', Buffer.from('<html><body>hello</body></html>')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted' });
  });

  it('refuses a broken file that only starts like a PNG', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const res = await upload(dataUrl('image/png', fake));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The image could not be read' });
  });

  it('refuses an image over 5 MB', async () => {
    const png = await solidImage(4, 4).png().toBuffer();
    const oversized = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload(dataUrl('image/png', oversized));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The image must be at most 5 MB' });
  });

  it('refuses a data URL whose base64 holds other characters', async () => {
    const png = await solidImage(4, 4).png().toBuffer();
    const res = await upload(`data:image/png;base64,${png.toString('base64').slice(0, 8)}<script>`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The image must be a base64 data URL' });
  });

  it('reads an upload body written with spaces or escapes as any JSON', async () => {
    const image = await tinyPngDataUrl();
    for (const body of [`{ "image" : ${JSON.stringify(image)} }`, JSON.stringify({ image }).replaceAll('/', '\\/')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/uploadImage',
        payload: body,
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode, body.slice(0, 40)).toBe(201);
    }
  });

  it('refuses a body that is not JSON, or JSON with a control character in the image', async () => {
    const image = await tinyPngDataUrl();
    const unescapedNewline = `{"image":"${image.replace(',', ',\n')}"}`;
    for (const body of [`{"image":"${image}"`, unescapedNewline]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/uploadImage',
        payload: body,
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('refuses something that is not a data URL', async () => {
    const res = await upload('https://example.com/cat.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The image must be a base64 data URL' });
  });

  it('refuses visitors', async () => {
    const png = await solidImage(4, 4).png().toBuffer();
    const res = await upload(dataUrl('image/png', png), '/uploadImage', {});
    expect(res.statusCode).toBe(401);
  });

  it.each([randomUUID(), 'nope'])('answers 404 JSON for an unknown image (%s)', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/images/${id}.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Image not found' });
  });
});

describe('many uploads at once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('re-encodes at most a bounded number of images at once and stores every one', async () => {
    const { cookie: uploader } = await makeSignedInUser(t.app, t.db);
    let encodingNow = 0;
    let mostAtOnce = 0;
    let mostWaiting = 0;
    const run = imageEncoding.run.bind(imageEncoding);
    vi.spyOn(imageEncoding, 'run').mockImplementation((task) =>
      run(async () => {
        encodingNow += 1;
        mostAtOnce = Math.max(mostAtOnce, encodingNow);
        try {
          return await task();
        } finally {
          mostWaiting = Math.max(mostWaiting, imageEncoding.waiting);
          encodingNow -= 1;
        }
      }),
    );
    const photo = dataUrl('image/jpeg', await solidImage(900, 600).jpeg().toBuffer());

    const uploads = Array.from({ length: imageEncoding.concurrency + 3 }, () =>
      upload(photo, '/uploadImage', { cookie: uploader }),
    );
    const answers = await Promise.all(uploads);

    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((res) => res.json())).size).toBe(answers.length);
    expect(mostAtOnce).toBe(imageEncoding.concurrency);
    expect(mostWaiting).toBeGreaterThan(0);
  });

  it('answers 503 at once, without queueing, when too many images are already waiting', async () => {
    const { cookie: uploader } = await makeSignedInUser(t.app, t.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const occupying = Array.from({ length: imageEncoding.concurrency + MAX_WAITING_IMAGES }, () => imageEncoding.run(() => held));
    try {
      const res = await upload(await tinyPngDataUrl(), '/uploadImage', { cookie: uploader });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: BUSY_MESSAGE });
    } finally {
      release();
      await Promise.all(occupying);
    }
    expect((await upload(await tinyPngDataUrl(), '/uploadImage', { cookie: uploader })).statusCode).toBe(201);
  });
});

const redisOrBalancerMissing = await servicesMissing(['redis', 'haproxy']);

describe('uploads per user', () => {
  it(`answers 429 after ${UPLOADS_PER_MINUTE} uploads in a minute, and only to that user`, async () => {
    const [{ cookie: busy }, { cookie: other }] = await Promise.all([
      makeSignedInUser(t.app, t.db),
      makeSignedInUser(t.app, t.db),
    ]);
    const image = await tinyPngDataUrl();
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      expect((await upload(image, i % 2 ? '/uploadImage' : '/api/uploadImage', { cookie: busy })).statusCode).toBe(201);
    }
    const refused = await upload(image, '/uploadImage', { cookie: busy });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_UPLOADS_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(image, '/uploadImage', { cookie: other })).statusCode).toBe(201);
  });

  describe.skipIf(redisOrBalancerMissing)('shared through Redis', () => {
    const cluster = useInstancesSharingRedis(t);

    it("counts a user's uploads on two instances together", async () => {
      const { cookie: uploader } = await makeSignedInUser(t.app, t.db);
      const image = await tinyPngDataUrl();
      const before = await cluster.requestsServed();
      for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
        expect((await upload(image, '/uploadImage', { cookie: uploader }, cluster.client)).statusCode).toBe(201);
      }
      expect((await upload(image, '/uploadImage', { cookie: uploader }, cluster.client)).statusCode).toBe(429);
      expect((await upload(image, '/uploadImage', { cookie: uploader }, cluster.client)).statusCode).toBe(429);
      // The balancer sent each instance half of them; an instance counting in memory saw none.
      const after = await cluster.requestsServed();
      expect(after.map((served, i) => served - (before[i] ?? 0))).toEqual(Array(2).fill(UPLOADS_PER_MINUTE / 2 + 1));
      expect((await upload(image, '/uploadImage', { cookie: uploader })).statusCode).toBe(201);
    });
  });
});

describe('storeImage', () => {
  it('stores an image without an owner and answers where it is served', async () => {
    const png = await solidImage(10, 10).png().toBuffer();
    const { id, url } = await storeImage(t.db, png, null);
    expect(url).toBe(`/images/${id}.webp`);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('stored pictures', () => {
  it('are kept as they are, with no attempt to compress a WebP that does not compress', async () => {
    const storage = await t.db.execute(
      sql`select attstorage from pg_attribute where attrelid = 'images'::regclass and attname = 'data'`,
    );
    expect((storage as unknown as { rows: { attstorage: string }[] }).rows).toEqual([{ attstorage: 'e' }]);
  });
});
