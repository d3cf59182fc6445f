// The customer of the uploads bench, in a process of its own as on a machine of its own: sending megabytes must not
// slow the shoppers whose latency is measured. Makes the photo, says `ready`, uploads it on `go`, answers the statuses.
import sharp from 'sharp';

const [origin, cookie, count] = process.argv.slice(2);

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
  return jpeg;
}

async function uploadAll(body) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: Number(count) }, async () => {
      const res = await fetch(`${origin}/api/uploadImage`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  return { statuses, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

const photo = await fourMegabytePhoto();
const body = JSON.stringify({ image: `data:image/jpeg;base64,${photo.toString('base64')}` });
process.once('message', async () => {
  process.send(await uploadAll(body));
  process.disconnect();
});
process.send({ ready: true, imageMb: Math.round((photo.length / 2 ** 20) * 10) / 10 });
