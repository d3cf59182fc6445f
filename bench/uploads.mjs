// Part 4: the listing's latency for everyone else while one customer sends 16 uploads of 4 MB at once, on the
// embedded database (PGlite, the default). `npm run bench -- uploads` runs this part alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { percentile } from './lib/load.mjs';
import { startShop } from './lib/processes.mjs';
import { signUpAndIn } from './lib/shopClient.mjs';

const UPLOADS = 16;
const SHOPPERS = 4;
/** Each shopper asks for a page every 50 ms (80 requests a second in all), as browsing shoppers do, not flat out. */
const PAGE_EVERY_MS = 50;
const QUIET_MS = 5_000;
const LISTING = '/api/products?category=dress&limit=8';

/** A 3000 × 2000 camera-like JPEG of about 4 MB; its noise keeps it that big and makes decoding as costly as a real photo. */
async function fourMegabytePhoto() {
  const jpeg = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: { r: 180, g: 120, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * Shoppers reading the listing until `until` settles, each URL new so every answer comes from the database (the one
 * connection PGlite has is what uploads could hold up). A late answer delays the shopper's next request, never skips it.
 */
async function browseListing(origin, until) {
  const timesMs = [];
  let failures = 0;
  let settled = false;
  const settle = () => {
    settled = true;
  };
  until.then(settle, settle);
  let n = 0;
  const shopper = async () => {
    while (!settled) {
      n += 1;
      const started = performance.now();
      const paced = new Promise((resolve) => setTimeout(resolve, PAGE_EVERY_MS));
      const res = await fetch(`${origin}${LISTING}&page=${1 + (n % 3)}&visit=${n}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await res.arrayBuffer();
      timesMs.push(performance.now() - started);
      if (!res.ok) failures += 1;
      await paced;
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  timesMs.sort((a, b) => a - b);
  return { requests: timesMs.length, p50Ms: percentile(timesMs, 50), p99Ms: percentile(timesMs, 99), failures };
}

async function uploadAll(origin, cookie, image) {
  const started = performance.now();
  const body = JSON.stringify({ image });
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      const res = await fetch(`${origin}/api/uploadImage`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const created = statuses.filter((status) => status === 201).length;
  return {
    uploads: UPLOADS,
    created,
    statuses: [...new Set(statuses)],
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

export async function listingDuringUploads() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-uploads-'));
  const shop = await startShop({ dataDir });
  try {
    const photo = await fourMegabytePhoto();
    const megabytes = Math.round((((photo.length - photo.indexOf(',') - 1) * 3) / 4 / 2 ** 20) * 10) / 10;
    const customer = await signUpAndIn(shop.origin, `uploader-${Date.now()}@bench.test`, 'bench-uploader-password');
    const quiet = await browseListing(shop.origin, new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
    console.log(`  listing, quiet: p50 ${quiet.p50Ms} ms, p99 ${quiet.p99Ms} ms (${quiet.requests} requests)`);
    const uploading = uploadAll(shop.origin, customer.cookie, photo);
    const during = await browseListing(shop.origin, uploading);
    const uploads = await uploading;
    console.log(
      `  listing, during ${UPLOADS} uploads of ${megabytes} MB: p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms (${during.requests} requests, ${during.failures} failed)`,
    );
    console.log(
      `  uploads: ${uploads.created} of ${uploads.uploads} stored in ${uploads.seconds} s (statuses ${uploads.statuses.join(', ')})`,
    );
    return { database: 'PGlite', imageMb: megabytes, shoppers: SHOPPERS, quiet, during, uploads };
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
