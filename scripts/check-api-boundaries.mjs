// node scripts/check-api-boundaries.mjs [API_SRC_DIR]: fails when a file of one API feature imports another feature's
// files other than its index.ts, when the API's source files import each other in a cycle (type-only imports too), or
// when its folders do: each `features/<name>` is one folder, each other top folder one, and the loose top files one
// (`.`). `npm run lint` runs it on apps/api/src (docs/decisions/400-each-api-feature-has-one-public-entry.md,
// docs/decisions/485-api-folders-import-one-way.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const RECORD = 'docs/decisions/400-each-api-feature-has-one-public-entry.md';
const LAYERS_RECORD = 'docs/decisions/485-api-folders-import-one-way.md';
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

/** The strongly connected components of a graph (Tarjan's) that are cycles: more than one node, or a node importing itself. */
function cyclesOf(graph) {
  let next = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (node) => {
    order.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)) {
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), order.get(target)));
    }
    if (low.get(node) !== order.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node).includes(node)) cycles.push(component);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

/** Each file with the source files it imports. */
function importGraph(files) {
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      [...new Set(relativeImports(file).map(({ specifier }) => resolveImport(file, specifier)))].filter((t) => known.has(t)),
    ]),
  );
}

function importCycles(graph) {
  return cyclesOf(graph).map(
    (component) => `import cycle: ${component.map((f) => path.relative(process.cwd(), f)).join(' <-> ')} (${RECORD})`,
  );
}

/** The folder a file counts in: `features/<name>`, else its top folder, or `.` for a file loose at the top. */
function folderOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length === 1) return '.';
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : parts[0];
}

/** The cycles among folders, each with one import that makes each of its steps. */
function folderCycles(graph) {
  const folders = new Map();
  const example = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      folders.get(from).add(to);
      if (!example.has(`${from} -> ${to}`))
        example.set(`${from} -> ${to}`, `${path.relative(root, file)} imports ${path.relative(root, target)}`);
    }
  }
  const folderGraph = new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
  return cyclesOf(folderGraph).map((component) => {
    const inCycle = new Set(component);
    const steps = component.flatMap((from) =>
      folderGraph
        .get(from)
        .filter((to) => inCycle.has(to))
        .map((to) => `\n  ${from} -> ${to}: ${example.get(`${from} -> ${to}`)}`),
    );
    return `folder import cycle: ${component.join(' <-> ')} (${LAYERS_RECORD})${steps.join('')}`;
  });
}

const files = sourceFiles(root);
const graph = importGraph(files);
const problems = [...crossFeatureImports(files), ...importCycles(graph), ...folderCycles(graph)];
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
