// The storefront's source files: every module the app's entry imports, directly or lazily, the admin's screens excepted
// (the customer's account pages are the storefront's; the admin dashboard stays English).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const IMPORTS = /(?:from|import\()\s*'(\.[^']+)'/g;

function resolved(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

export function storefrontModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes('/dashboard/admin/')) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const next = specifier ? resolved(file, specifier) : null;
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}
