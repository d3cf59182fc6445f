// The image encoder's own process (imageEncoder.ts starts it at a lower CPU priority): turns an upload's base64 into
// bytes and re-encodes them to WebP, so neither the decoding, sharp's threads nor the megabytes' garbage compete with
// the shop's one JavaScript thread. Plain JavaScript: it runs under plain Node beside the bundled server.
import sharp from 'sharp';

const { maxInputPixels, maxDimensionPx, webpQuality, maxUploadBytes } = JSON.parse(process.argv[2] ?? '{}');
sharp.concurrency(1);

/**
 * Only padded base64: Node's decoder skips any other character, so a byte missing from the count that the text's
 * length promises means it held one. A count, not a scan of megabytes.
 */
function decodeBase64(base64) {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = Buffer.from(base64, 'base64');
  if (base64.length % 4 !== 0 || bytes.length !== (base64.length / 4) * 3 - padding) return null;
  return bytes;
}

async function encode({ base64, bytes }) {
  const input = bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : decodeBase64(base64);
  if (!input) return { refused: 'notBase64' };
  if (input.length > maxUploadBytes) return { refused: 'tooLarge' };
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, animated: false })
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize({ width: maxDimensionPx, height: maxDimensionPx, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: webpQuality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return { refused: 'unreadable' };
  }
}

process.on('message', async ({ id, image }) => {
  process.send({ id, ...(await encode(image)) });
});
// The shop went away or let this process go: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
