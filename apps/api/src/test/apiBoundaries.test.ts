import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('../../../../scripts/check-api-boundaries.mjs', import.meta.url).pathname;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Writes an API source folder of the given files and runs the boundary check on it. */
function checkSources(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'atelier-boundaries-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the API boundary check', () => {
  it('lets a feature import another through its index.ts', () => {
    const { status, output } = checkSources({
      'features/orders/refunds.ts': "import { giveBack } from '../stock/index.ts';\n",
      'features/stock/index.ts': "export { giveBack } from './holds.ts';\n",
      'features/stock/holds.ts': 'export const giveBack = 1;\n',
      'features/stock/holds.test.ts': "import { giveBack } from '../orders/refunds.ts';\n",
    });
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('refuses a feature reaching into the files of another, naming the line and the decision', () => {
    const { status, output } = checkSources({
      'features/orders/refunds.ts': "// refunds\nimport { giveBack } from '../stock/holds.ts';\n",
      'features/stock/holds.ts': 'export const giveBack = 1;\n',
    });
    expect(status).toBe(1);
    expect(output).toMatch(/features\/orders\/refunds\.ts:2: imports '\.\.\/stock\/holds\.ts'/);
    expect(output).toContain('docs/decisions/400-each-api-feature-has-one-public-entry.md');
  });

  it('refuses an import cycle, type-only imports included', () => {
    const { status, output } = checkSources({
      'features/orders/index.ts': "export type { Order } from './mapper.ts';\n",
      'features/orders/mapper.ts': "import type { Hold } from '../stock/index.ts';\nexport type Order = { hold: Hold };\n",
      'features/stock/index.ts': "export type { Hold } from './holds.ts';\n",
      'features/stock/holds.ts': "import type { Order } from '../orders/index.ts';\nexport type Hold = { order: Order };\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/import cycle: .*features\/orders\/index\.ts/);
  });
});
