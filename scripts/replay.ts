// `node scripts/replay.ts FILE...`: replays job workflow histories (JSON as `temporal
// workflow show -o json` prints them) with today's workflow code, and exits non-zero when one
// fails with a nondeterminism error. Run it on histories of running jobs before deploying a
// workflow change; the suite runs it on test/fixtures/histories. Payloads decrypt with
// PAYLOAD_KEYS (or DATA_DIR's key ring), as the worker's do.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { dataConverter } from '../jobs/temporal.ts';

Runtime.install({ logger: new DefaultLogger('ERROR') });
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/replay.ts HISTORY.json...');
  process.exit(2);
}
const histories = files.map((file) => ({ workflowId: basename(file), history: JSON.parse(readFileSync(file, 'utf8')) as unknown }));
let failed = 0;
for await (const result of Worker.runReplayHistories(
  { workflowsPath: fileURLToPath(new URL('../jobs/workflow/index.ts', import.meta.url)), dataConverter: dataConverter() },
  histories,
)) {
  if (result.error) {
    failed++;
    console.log(`FAIL ${result.workflowId}: ${result.error.message}`);
  } else {
    console.log(`ok ${result.workflowId}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
