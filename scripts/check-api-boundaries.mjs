// node scripts/check-api-boundaries.mjs [API_SRC_DIR]: fails when a file of one API feature imports another feature's
// files other than its index.ts, or when the API's source files import each other in a cycle (type-only imports too).
// `npm run lint` runs it on apps/api/src (docs/decisions/400-each-api-feature-has-one-public-entry.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const RECORD = 'docs/decisions/400-each-api-feature-has-one-public-entry.md';
const root = path.resolve(process.argv[2] ?? new URL('../apps/api/src', import.meta.url).pathname);
const features = path.join(root, 'features');
const isTest = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

/** The non-test source files under a folder, leaving out node_modules and the tests' own folder. */
function sourceFiles(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') sourceFiles(full, files);
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !isTest(entry.name)) files.push(full);
  }
  return files;
}

/** Each relative import of a file, static or dynamic, with the line of its path. */
function relativeImports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:(?:import|export)\s[^'"]*?from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => ({
    specifier: m[1],
    line: text.slice(0, m.index + m[0].length).split('\n').length,
  }));
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const featureOf = (file) => path.relative(features, file).split(path.sep)[0];

function crossFeatureImports(files) {
  const problems = [];
  for (const file of files.filter((f) => f.startsWith(features + path.sep))) {
    for (const { specifier, line } of relativeImports(file)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(features + path.sep) || featureOf(target) === featureOf(file)) continue;
      if (target === path.join(features, featureOf(target), 'index.ts')) continue;
      problems.push(
        `${path.relative(process.cwd(), file)}:${line}: imports '${specifier}'; another feature is imported only through its index.ts (${RECORD})`,
      );
    }
  }
  return problems;
}

/** The import cycles among the files: Tarjan's strongly connected components of more than one file, or a file importing itself. */
function importCycles(files) {
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => [
      file,
      [...new Set(relativeImports(file).map(({ specifier }) => resolveImport(file, specifier)))].filter((t) => known.has(t)),
    ]),
  );
  let next = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (file) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), order.get(target)));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles.map(
    (component) => `import cycle: ${component.map((f) => path.relative(process.cwd(), f)).join(' <-> ')} (${RECORD})`,
  );
}

const files = sourceFiles(root);
const problems = [...crossFeatureImports(files), ...importCycles(files)];
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
