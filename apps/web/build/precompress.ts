// Writes .br and .gz twins of the built text files, so the server sends them compressed without compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed twin saves less than the extra bytes of headers it costs.
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

async function writeTwins(file: string): Promise<void> {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return;
  const content = await readFile(file);
  const twins: Array<[string, Buffer]> = [
    ['.br', brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })],
    ['.gz', gzipSync(content, { level: constants.Z_BEST_COMPRESSION })],
  ];
  for (const [suffix, compressed] of twins) {
    if (compressed.length < content.length) await writeFile(file + suffix, compressed);
  }
}

export function precompress(): Plugin {
  return {
    name: 'atelier-precompress',
    // The server's bundle (`vite build --ssr`) is read from disk by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options) {
      if (!options.dir) return;
      await Promise.all((await filesUnder(options.dir)).map(writeTwins));
    },
  };
}
