import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { Unavailable } from '../../shared/errors.ts';
import { ImageEncoder } from './imageEncoder.ts';

const settings = { maxInputPixels: 40_000_000, maxDimensionPx: 2000, webpQuality: 82, maxUploadBytes: 5 * 1024 * 1024 };
const encoders: ImageEncoder[] = [];

function newEncoder(idleBeforeExitMs?: number) {
  const encoder = new ImageEncoder(settings, idleBeforeExitMs);
  encoders.push(encoder);
  return encoder;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** Resolves once the process is gone. */
function exited(pid: number) {
  return new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(poll);
        resolve();
      }
    }, 20);
  });
}

afterEach(() => {
  for (const encoder of encoders.splice(0)) encoder.stop();
});

describe('the image encoder', () => {
  it('re-encodes in a process of its own that yields the CPU to the shop', async () => {
    const encoder = newEncoder();
    const answer = await encoder.encode({ base64: (await png(30, 20)).toString('base64') });

    expect(answer).toMatchObject({ width: 30, height: 20 });
    expect('data' in answer && (await sharp(answer.data).metadata()).format).toBe('webp');
    const pid = encoder.pid ?? process.pid;
    expect(pid).not.toBe(process.pid);
    expect(getPriority(pid)).toBeGreaterThan(getPriority());
  });

  it('says why it refuses base64 with other characters, too many bytes or bytes no decoder reads', async () => {
    const encoder = newEncoder();
    const valid = (await png(4, 4)).toString('base64');
    expect(await encoder.encode({ base64: `${valid.slice(0, 12)}\n${valid.slice(13)}` })).toEqual({ refused: 'notBase64' });
    expect(await encoder.encode({ bytes: Buffer.alloc(settings.maxUploadBytes + 1) })).toEqual({ refused: 'tooLarge' });
    expect(await encoder.encode({ bytes: Buffer.from('not an image at all') })).toEqual({ refused: 'unreadable' });
  });

  it('lets its process go once idle and starts another for the next image', async () => {
    const encoder = newEncoder(50);
    await encoder.encode({ bytes: await png(8, 8) });
    const first = encoder.pid ?? 0;
    await exited(first);
    expect(encoder.pid).toBeUndefined();

    expect(await encoder.encode({ bytes: await png(8, 8) })).toMatchObject({ width: 8, height: 8 });
    expect(encoder.pid).not.toBe(first);
  });

  it('answers 503 for the images under way when its process dies, and encodes the next one', async () => {
    const encoder = newEncoder();
    const underWay = encoder.encode({ bytes: await png(1500, 1500) });
    process.kill(encoder.pid ?? 0, 'SIGKILL');
    await expect(underWay).rejects.toBeInstanceOf(Unavailable);

    expect(await encoder.encode({ bytes: await png(8, 8) })).toMatchObject({ width: 8, height: 8 });
  });
});
