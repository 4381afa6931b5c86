// `npm test`: installs what the suite needs (the Temporal CLI, poppler, ghostscript), then
// runs jest on native ES modules. The suite starts its own Temporal dev server, worker and API
// (test/support).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { debianTools } from './debianTools.ts';
import { temporalCli } from './temporalCli.ts';
import { ROOT } from './stack.ts';

temporalCli();
debianTools();
const jest = resolve(ROOT, 'node_modules/jest/bin/jest.js');
// Jest reports on stderr; the counts also go to stdout, one line, for logs that keep only stdout.
const reportDir = mkdtempSync(join(tmpdir(), 'figures-jest-'));
const report = join(reportDir, 'report.json');
const args = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', jest, '--json', `--outputFile=${report}`, ...process.argv.slice(2)];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: ROOT });
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  console.log(
    `tests: ${r.numTotalTests} run, ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped ` +
      `(${r.numTotalTestSuites} suites, ${r.numFailedTestSuites} failed)`,
  );
} catch {
  console.log('tests: jest wrote no report');
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
