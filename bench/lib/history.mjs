// bench/results/history.csv: every run's figures, one row a figure (date,commit,part,figure,value). A figure added
// later is a new row, not a new column, so old rows never need rewriting; a regression reads as a value that got worse.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const HEADER = 'date,commit,part,figure,value\n';
/** Top-level entries that are not a part's figures. */
const NOT_PARTS = new Set(['startedAt', 'finishedAt', 'durationS', 'postgres', 'machine', 'checks']);

/** The commit measured; `+` when the tree held changes not yet committed. */
function commitOf(root) {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root }).length > 0;
    return changed ? `${sha}+` : sha;
  } catch {
    return 'unknown';
  }
}

/** An item of a list by what names it (an endpoint, a database, a page, a catalog size), ids left out. */
function labelOf(item, index) {
  const label = item?.name ?? item?.database ?? item?.path ?? item?.products ?? index;
  return String(label).replace(/[0-9a-f-]{36}/, '{id}');
}

/** Every number under `value`, named by the path to it: `listing.p99Ms`, `embedded.product.at50.requestsPerSecond`. */
function* figures(value, name) {
  if (typeof value === 'number' && Number.isFinite(value)) yield [name, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* figures(item, [name, labelOf(item, index)].filter(Boolean).join('.'));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* figures(item, name ? `${name}.${key}` : key);
  }
}

const csvField = (text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Appends the run's figures, and the machine's load when it began, to `dir`/history.csv. */
export function appendHistory(dir, root, results) {
  const file = join(dir, 'history.csv');
  const date = results.finishedAt;
  const commit = commitOf(root);
  const rows = [['machine', 'loadAverage', Number(results.machine.loadAverage)]];
  for (const [part, value] of Object.entries(results)) {
    if (NOT_PARTS.has(part)) continue;
    for (const [figure, number] of figures(value, '')) rows.push([part, figure, number]);
  }
  const lines = rows.map(([part, figure, number]) => [date, commit, part, figure, number].map(String).map(csvField).join(','));
  appendFileSync(file, `${existsSync(file) ? '' : HEADER}${lines.join('\n')}\n`);
}
