// `npm test`: installs what the suite needs (the Temporal CLI, poppler, ghostscript), then
// runs jest on native ES modules. The suite starts its own Temporal dev server, worker and API
// (test/support).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { debianTools } from './debianTools.ts';
import { installModels } from './models.ts';
import { temporalCli } from './temporalCli.ts';
import { ROOT } from './stack.ts';

temporalCli();
debianTools();
process.env.MODELS_DIR ??= installModels();
const jest = resolve(ROOT, 'node_modules/jest/bin/jest.js');
// Jest reports on stderr and in its own words; the counts also close stdout as the plain line
// "tests: N passed, N failed, N skipped" that log readers in any language recognise.
const reportDir = mkdtempSync(join(tmpdir(), 'figures-jest-'));
const report = join(reportDir, 'report.json');
const args = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', jest, '--json', `--outputFile=${report}`, ...process.argv.slice(2)];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: ROOT });
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`suites: ${r.numTotalTestSuites} run, ${r.numFailedTestSuites} failed`);
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
} catch {
  console.log('tests: jest wrote no report');
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
