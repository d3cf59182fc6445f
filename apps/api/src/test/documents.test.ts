// The documents a newcomer reads: README stays a front door, every link and every repository path they name leads
// somewhere, every decision record is indexed once with its date and status, and no code comment cites a record that
// does not exist.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const decisionsDir = join(root, 'docs/decisions');
const indexPath = join(decisionsDir, 'README.md');
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const STATUS = /^Status: (accepted|superseded by \[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\))$/;
const CODE_FILE = /\.(ts|tsx|mjs|js|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', 'data', '.git']);
// What the build, the bench and a running shop write, which .gitignore keeps out of the repository.
const WRITTEN_BY_RUNS = /(^|\/)(dist|data|coverage|test-results)(\/|$)|^bench\/results\/(?!history\.csv$)/;
// `apps/api/src/features/<name>/`, `docs/decisions/NNN-title.md`, `../x/…`: a pattern, not a path.
const PLACEHOLDER = /[<>*{}…]|NNN/;

function filesUnder(folder: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path, wanted);
    return wanted(entry.name) ? [path] : [];
  });
}

const recordFiles = () => readdirSync(decisionsDir).filter((name) => RECORD_FILE.test(name));
const recordNumbers = () => new Set(recordFiles().map((name) => name.slice(0, 3)));
const shown = (path: string) => relative(root, path);

/** The record's status line as written, and its date, read from the lines right under its title. */
function recordHeader(file: string): { date: string | undefined; status: string | undefined } {
  const [title, ...rest] = readFileSync(join(decisionsDir, file), 'utf8').split('\n');
  const header = rest.filter((line) => line.trim() !== '').slice(0, 2);
  expect(title, `${file}: the first line is its title, "# ${file.slice(0, 3)} — …"`).toMatch(/^# \d{3} — \S/);
  return {
    date: header.find((line) => /^Date: \d{4}-\d{2}-\d{2}$/.test(line))?.slice('Date: '.length),
    status: header.find((line) => STATUS.test(line))?.slice('Status: '.length),
  };
}

/** Each line of the index: the record file it links to, and the status after the link. */
function indexLines(): Array<{ file: string; status: string }> {
  return readFileSync(indexPath, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^- \[\d{3} — [^\]]+\]\((\d{3}-[^)]+\.md)\): (.+)$/.exec(line);
      return match?.[1] && match[2] ? [{ file: match[1], status: match[2] }] : [];
    });
}

/** Every start-here line of the index: the record file it links to. */
function startHereFiles(): string[] {
  return [...readFileSync(indexPath, 'utf8').matchAll(/^\d+\. \[\d{3} — [^\]]+\]\((\d{3}-[^)]+\.md)\)/gm)].map(
    (match) => match[1] ?? '',
  );
}

const markdownDocuments = () => [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), (name) => name.endsWith('.md'))];

/** A path starting with one of the repository's top folders, not in the middle of a longer one. */
function pathFromRoot(): RegExp {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name))
    .map((entry) => entry.name.replace('.', '\\.'));
  return new RegExp(`(?<![\\w./@-])(?:${folders.join('|')})/[\\w./@<>*{}…-]*`, 'g');
}

/**
 * The repository paths a document names, in prose or code: those written from the repository's root
 * (`apps/web/src/features`, `.ci/run`), and code spans read from the document's own folder (`../scripts/dev.mjs`).
 */
function repositoryPaths(document: string): Array<{ named: string; path: string }> {
  const markdown = readFileSync(document, 'utf8');
  const rooted = [...markdown.matchAll(pathFromRoot())].map((match) => {
    const path = match[0].replace(/\.+$/, '');
    return { named: path, path };
  });
  const relativeSpans = [...markdown.matchAll(/`(\.\.?\/[^`\s]+)`/g)].map((match) => {
    const named = match[1] ?? '';
    return { named, path: relative(root, resolve(dirname(document), named)) };
  });
  return [...rooted, ...relativeSpans].filter(({ named }) => !PLACEHOLDER.test(named) && !WRITTEN_BY_RUNS.test(named));
}

/** Relative link targets of a Markdown file, outside code blocks and code spans. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => target !== '' && !/^([a-z]+:|#)/i.test(target));
}

describe('the README', () => {
  it('stays under 100 lines: what the shop is, how to run it, the demo logins, where to read next', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines, 'README.md is the front door; move the rest to docs/').toBeLessThan(100);
  });
});

describe('links between documents', () => {
  it('lead to a file that exists', () => {
    const broken = markdownDocuments().flatMap((document) =>
      relativeLinks(readFileSync(document, 'utf8'))
        .filter((target) => {
          const path = resolve(dirname(document), decodeURI(target.split('#')[0] ?? ''));
          try {
            statSync(path);
            return false;
          } catch {
            return true;
          }
        })
        .map((target) => `${shown(document)} links to ${target}, which does not exist`),
    );
    expect(broken).toEqual([]);
  });
});

describe('repository paths the documents name', () => {
  it('exist, except in a superseded record, which tells the code as it was', () => {
    const current = markdownDocuments().filter((document) => !/^Status: superseded by /m.test(readFileSync(document, 'utf8')));
    const missing = current.flatMap((document) =>
      repositoryPaths(document)
        .filter(({ path }) => path.startsWith('..') || !existsSync(join(root, path)))
        .map(({ named, path }) => `${shown(document)} names ${named} (${path}), which the repository does not hold`),
    );
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  it('each say, right under the title, the date they were taken and their status', () => {
    const incomplete = recordFiles().flatMap((file) => {
      const { date, status } = recordHeader(file);
      return [
        ...(date ? [] : [`${file} has no "Date: YYYY-MM-DD" line right under its title`]),
        ...(status
          ? []
          : [`${file} has no "Status: accepted" (or "Status: superseded by [NNN](NNN-file.md)") line under its Date`]),
      ];
    });
    expect(incomplete).toEqual([]);
  });

  it('each have a line in docs/decisions/README.md with the status the record states', () => {
    const indexed = new Map(indexLines().map((line) => [line.file, line.status]));
    const problems = recordFiles().flatMap((file) => {
      const status = recordHeader(file).status;
      if (!indexed.has(file)) {
        const title = readFileSync(join(decisionsDir, file), 'utf8').split('\n')[0]?.slice(2);
        return [`docs/decisions/README.md has no line for ${file}: add "- [${title}](${file}): ${status ?? 'accepted'}"`];
      }
      const listed = indexed.get(file);
      return status && listed !== status
        ? [`docs/decisions/README.md lists ${file} as "${listed}"; the record says "${status}"`]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it('are each listed once in docs/decisions/README.md', () => {
    const files = indexLines().map((line) => line.file);
    const twice = [...new Set(files.filter((file, i) => files.indexOf(file) !== i))].map(
      (file) => `docs/decisions/README.md lists ${file} more than once`,
    );
    expect(twice).toEqual([]);
  });

  it('to start with are ten that still hold', () => {
    const startHere = startHereFiles();
    expect(startHere, 'the "Start here" list names ten records').toHaveLength(10);
    const superseded = startHere
      .filter((file) => recordHeader(file).status !== 'accepted')
      .map((file) => `docs/decisions/README.md asks a newcomer to start with ${file}, which is superseded`);
    expect(superseded).toEqual([]);
  });

  it('are the only files beside the index, each named NNN-title.md', () => {
    const strays = readdirSync(decisionsDir)
      .filter((name) => name !== 'README.md' && !RECORD_FILE.test(name))
      .map((name) => `docs/decisions/${name} is not named NNN-title.md, so the index and the citations cannot find it`);
    expect(strays).toEqual([]);
  });

  it('are all there that the index lists', () => {
    const records = new Set(recordFiles());
    const missing = indexLines()
      .filter((line) => !records.has(line.file))
      .map((line) => `docs/decisions/README.md lists ${line.file}, which does not exist`);
    expect(missing).toEqual([]);
  });
});

describe('code that cites a decision record', () => {
  it('cites one that exists', () => {
    const numbers = recordNumbers();
    const folders = ['apps', 'packages', 'scripts', 'bench', 'e2e'].map((folder) => join(root, folder));
    // "decision 180", "decisions 146, 200", "record 180", "decision record 325", "docs/decisions/180".
    const citations = /(?:docs\/decisions\/|\b(?:decisions?|records?) )(\d{3}(?!\d)(?:(?:, | and |–|-)\d{3}(?!\d))*)/g;
    const wrong = folders
      .flatMap((folder) => filesUnder(folder, (name) => CODE_FILE.test(name)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            [...line.matchAll(citations)].flatMap((match) =>
              (match[1]?.match(/\d{3}/g) ?? [])
                .filter((number) => !numbers.has(number))
                .map((number) => `${shown(file)}:${i + 1} cites decision ${number}, which docs/decisions/ does not hold`),
            ),
          ),
      );
    expect(wrong).toEqual([]);
  });
});
