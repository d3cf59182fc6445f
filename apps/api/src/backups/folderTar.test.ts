import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFolder, tarOfFolder } from './folderTar.ts';

const work = mkdtempSync(join(tmpdir(), 'atelier-folder-tar-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a data folder archived a file at a time', () => {
  it('is a tar that tar itself unpacks: files byte for byte, empty folders, and paths over 100 bytes', async () => {
    const source = join(work, 'source');
    const deep = join(source, 'base', 'x'.repeat(60), 'y'.repeat(60));
    mkdirSync(deep, { recursive: true });
    mkdirSync(join(source, 'pg_notify'));
    const page = Buffer.alloc(8192 + 100, 7);
    writeFileSync(join(source, 'PG_VERSION'), '18\n');
    writeFileSync(join(deep, '16384'), page);
    const file = join(work, 'folder.tar');
    await pipeline(tarOfFolder(source), createWriteStream(file));

    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xf', file, '-C', unpacked]);
    expect(readFileSync(join(unpacked, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(readFileSync(join(unpacked, 'base', 'x'.repeat(60), 'y'.repeat(60), '16384')).equals(page)).toBe(true);
    expect(statSync(join(unpacked, 'pg_notify')).isDirectory()).toBe(true);
  });

  it('is copied without the folders left out', async () => {
    const source = join(work, 'with-backups');
    mkdirSync(join(source, 'backups'), { recursive: true });
    mkdirSync(join(source, 'base'));
    writeFileSync(join(source, 'backups', 'atelier-older.tar.gz'), 'an earlier backup');
    writeFileSync(join(source, 'base', '1'), 'rows');
    const copy = join(work, 'copy');
    await copyFolder(source, copy, (path) => path === join(source, 'backups'));
    expect(readFileSync(join(copy, 'base', '1'), 'utf8')).toBe('rows');
    expect(() => statSync(join(copy, 'backups'))).toThrow();
  });
});
