// The embedded database's folder copied aside and written out as a tar a file at a time, so a backup holds a few
// buffers in memory rather than the whole database several times over (docs/decisions/180).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';

const BLOCK = 512;

/**
 * Copies the folder `from` into `to` (which must not exist yet), leaving out the paths `leaveOut` names. The kernel
 * copies each file: nothing of their contents passes through JavaScript.
 */
export async function copyFolder(from: string, to: string, leaveOut: (path: string) => boolean): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (leaveOut(source)) continue;
    if (entry.isDirectory()) await copyFolder(source, join(to, entry.name), leaveOut);
    else if (entry.isFile()) await copyFile(source, join(to, entry.name));
  }
}

function writeField(header: Buffer, start: number, length: number, value: string): void {
  header.write(value, start, Math.min(length, Buffer.byteLength(value)), 'utf8');
}

/** An octal number filling `length - 1` digits and a NUL, as ustar writes its numbers. */
const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** The ustar header of one entry; a path over 100 bytes is split into ustar's prefix and name at a slash. */
export function tarHeader(path: string, kind: 'file' | 'directory', size: number, mtimeS: number): Buffer {
  let name = path;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = path.lastIndexOf('/');
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`${path}: too long a path for a tar entry`);
    }
  }
  const header = Buffer.alloc(BLOCK);
  writeField(header, 0, 100, name);
  writeField(header, 100, 8, octal(kind === 'file' ? 0o600 : 0o700, 8));
  writeField(header, 108, 8, octal(0, 8));
  writeField(header, 116, 8, octal(0, 8));
  writeField(header, 124, 12, octal(size, 12));
  writeField(header, 136, 12, octal(Math.floor(mtimeS), 12));
  // The checksum is summed with its own field read as spaces.
  header.fill(0x20, 148, 156);
  header[156] = kind === 'file' ? 0x30 : 0x35;
  writeField(header, 257, 6, 'ustar\0');
  writeField(header, 263, 2, '00');
  writeField(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeField(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

async function* entries(root: string, folder: string): AsyncGenerator<Buffer> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    const name = relative(root, path);
    const info = await stat(path);
    if (entry.isDirectory()) {
      yield tarHeader(name, 'directory', 0, info.mtimeMs / 1000);
      yield* entries(root, path);
    } else if (entry.isFile()) {
      yield tarHeader(name, 'file', info.size, info.mtimeMs / 1000);
      let written = 0;
      for await (const chunk of createReadStream(path)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== info.size) throw new Error(`${path} changed while it was archived`);
      if (written % BLOCK !== 0) yield Buffer.alloc(BLOCK - (written % BLOCK));
    }
  }
}

/** The folder's contents as a tar stream, paths relative to it; the folder must not change meanwhile. */
export function tarOfFolder(folder: string): Readable {
  return Readable.from(
    (async function* () {
      yield* entries(folder, folder);
      yield Buffer.alloc(2 * BLOCK);
    })(),
  );
}
