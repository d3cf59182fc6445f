// Part 4: the listing's latency for everyone else while one customer sends 16 uploads of 4 MB at once, on the
// embedded database (PGlite, the default). `npm run bench -- uploads` runs this part alone.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maxPriceAboveAll } from './lib/database.mjs';
import { percentile } from './lib/load.mjs';
import { ROOT, startShop } from './lib/processes.mjs';
import { signUpAndIn } from './lib/shopClient.mjs';

const UPLOADS = 16;
const SHOPPERS = 4;
/** Each shopper asks for a page every 50 ms (80 requests a second in all), as browsing shoppers do, not flat out. */
const PAGE_EVERY_MS = 50;
const QUIET_MS = 5_000;
const LISTING = '/api/products?category=dress&limit=8';

/**
 * Shoppers reading the listing until `until` settles, each a different filter so every answer comes from the database (the one
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
      const res = await fetch(`${origin}${LISTING}&page=${1 + (n % 3)}&maxPrice=${maxPriceAboveAll(n)}`, {
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

/** The customer's process, ready to upload: `imageMb`, and `upload()` answering the statuses once all are answered. */
async function startUploader(origin, cookie) {
  const child = fork(join(ROOT, 'bench/lib/uploader.mjs'), [origin, cookie, String(UPLOADS)]);
  const answer = () =>
    new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the uploader exited with code ${code}`)));
    });
  const { imageMb } = await answer();
  const upload = async () => {
    const answered = answer();
    child.send('go');
    const { statuses, seconds } = await answered;
    return { uploads: UPLOADS, created: statuses.filter((s) => s === 201).length, statuses: [...new Set(statuses)], seconds };
  };
  return { imageMb, upload, stop: () => child.kill() };
}

export async function listingDuringUploads() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-uploads-'));
  const shop = await startShop({ dataDir });
  let uploader;
  try {
    const customer = await signUpAndIn(shop.origin, `uploader-${Date.now()}@bench.test`, 'bench-uploader-password');
    uploader = await startUploader(shop.origin, customer.cookie);
    const megabytes = uploader.imageMb;
    const quiet = await browseListing(shop.origin, new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
    console.log(`  listing, quiet: p50 ${quiet.p50Ms} ms, p99 ${quiet.p99Ms} ms (${quiet.requests} requests)`);
    const uploading = uploader.upload();
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
    uploader?.stop();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
