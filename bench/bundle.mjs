// What the storefront makes a first-time visitor download, read from the build's manifest: gzip sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function gzipKb(distDir, file) {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;
}

/** The chunk keys reached from `keys` through static imports (and dynamic ones too, when asked), short of `known`. */
function reachable(manifest, keys, { dynamic, known = new Set() }) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || known.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const round = (kb) => Math.round(kb * 10) / 10;

export function bundleReport(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = reachable(manifest, [entry], { dynamic: false });
  const initialChunks = [...initial].map((key) => ({
    file: manifest[key].file,
    gzipKb: round(gzipKb(distDir, manifest[key].file)),
  }));
  initialChunks.sort((a, b) => b.gzipKb - a.gzipKb);
  const initialCss = [...initial].flatMap((key) => manifest[key].css ?? []);

  const dashboardEntries = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.includes('/dashboard/'));
  const dashboard = [...reachable(manifest, dashboardEntries, { dynamic: true, known: initial })];
  const dashboardChunks = dashboard.map((key) => ({
    file: manifest[key].file,
    gzipKb: round(gzipKb(distDir, manifest[key].file)),
  }));

  const sum = (chunks) => round(chunks.reduce((total, chunk) => total + chunk.gzipKb, 0));
  return {
    initialJsGzipKb: sum(initialChunks),
    initialCssGzipKb: round(initialCss.reduce((total, file) => total + gzipKb(distDir, file), 0)),
    initialChunks,
    dashboardJsGzipKb: sum(dashboardChunks),
    dashboardChunks,
  };
}
