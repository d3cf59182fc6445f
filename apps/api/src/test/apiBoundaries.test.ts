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

  it('lets folders import one way: start above features, features above the folders they build on', () => {
    const { status, output } = checkSources({
      'start/app.ts': "import { orderRoutes } from '../features/orders/index.ts';\n",
      'features/orders/index.ts': "export { orderRoutes } from './routes.ts';\n",
      'features/orders/routes.ts': "import { Invalid } from '../../shared/errors.ts';\nexport const orderRoutes = Invalid;\n",
      'shared/errors.ts': 'export class Invalid {}\n',
      'shared/errors.test.ts': "import { orderRoutes } from '../features/orders/index.ts';\n",
    });
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('refuses folders that import each other though their files do not, naming an import of each step', () => {
    const { status, output } = checkSources({
      'db/seed.ts': "import { hashPassword } from '../features/auth/index.ts';\n",
      'db/schema.ts': 'export const users = 1;\n',
      'features/auth/index.ts': "export { hashPassword } from './passwords.ts';\n",
      'features/auth/passwords.ts': "import { users } from '../../db/schema.ts';\nexport const hashPassword = users;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/folder import cycle: (db <-> features\/auth|features\/auth <-> db) /);
    expect(output).toContain('db -> features/auth: db/seed.ts imports features/auth/index.ts');
    expect(output).toContain('features/auth -> db: features/auth/passwords.ts imports db/schema.ts');
    expect(output).toContain('docs/decisions/485-api-folders-import-one-way.md');
    expect(output).not.toMatch(/^import cycle/m);
  });

  it('counts the loose files at the top as one folder', () => {
    const { status, output } = checkSources({
      'app.ts': "import { orderRoutes } from './features/orders/index.ts';\n",
      'errors.ts': 'export class Invalid {}\n',
      'features/orders/index.ts': "import { Invalid } from '../../errors.ts';\nexport const orderRoutes = Invalid;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/folder import cycle: .*features\/orders/);
    expect(output).toContain('. -> features/orders: app.ts imports features/orders/index.ts');
  });
});
