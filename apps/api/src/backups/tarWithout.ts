// PGlite dumps its whole data folder as a tar; the shop's own backups live in a folder inside it and must not be
// copied into each new backup, so their entries are dropped from the archive.

const BLOCK = 512;

function text(header: Uint8Array, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

/** The entry's path without a leading slash, joining ustar's prefix field when the name needed it. */
function entryPath(header: Uint8Array): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 257, 6).startsWith('ustar') ? text(header, 345, 155) : '';
  return (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '');
}

/** The archive without the top-level folder `folder` and everything under it. */
export function tarWithout(tar: Uint8Array, folder: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const entryLength = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const path = entryPath(header);
    if (path !== folder && !path.startsWith(`${folder}/`)) kept.push(tar.subarray(offset, offset + entryLength));
    offset += entryLength;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(kept);
}
