// `npm test`: installs what the suite needs (the Temporal CLI, poppler, ghostscript), then
// runs jest on native ES modules. The suite starts its own Temporal dev server, worker and API
// (test/support).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { debianTools } from './debianTools.ts';
import { temporalCli } from './temporalCli.ts';
import { ROOT } from './stack.ts';

temporalCli();
debianTools();
const jest = resolve(ROOT, 'node_modules/jest/bin/jest.js');
const result = spawnSync(process.execPath, ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', jest, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: ROOT,
});
process.exit(result.status ?? 1);
