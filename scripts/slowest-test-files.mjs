// A Vitest reporter CI adds to each run (`--reporter=default --reporter=./scripts/slowest-test-files.mjs`): it prints
// the ten slowest test files when the run ends and fails the run when one file took longer than a minute, so a slow
// file is split or sped up before CI creeps towards its time limit (docs/operating.md, decision 481).
import path from 'node:path';

const SHOWN = 10;
const FILE_LIMIT_MS = 60_000;

/** @implements {import('vitest/node').Reporter} */
export default class SlowestTestFiles {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.vitest = vitest;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const { logger, config } = this.vitest;
    const timed = testModules
      .map((module) => ({
        file: `${path.relative(config.root, module.moduleId)} (${module.project.name || 'root'})`,
        ms: module.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms);
    if (timed.length === 0) return;
    logger.log(`\nSlowest test files (a file may take ${FILE_LIMIT_MS / 1000} s at most):`);
    for (const { file, ms } of timed.slice(0, SHOWN)) logger.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
    const tooSlow = timed.filter(({ ms }) => ms > FILE_LIMIT_MS);
    if (tooSlow.length === 0) return;
    logger.error(
      `\nFAIL: ${tooSlow.length} test file(s) took over ${FILE_LIMIT_MS / 1000} s: ${tooSlow.map(({ file }) => file).join(', ')}.` +
        ' Split the file or make it faster.',
    );
    process.exitCode = 1;
  }
}
