// Starts the service for the suite as users run it: a Temporal dev server on free ports,
// the worker and the API as child processes, a throw-away data directory, and the
// database named by DATABASE_URL (PostgreSQL in CI's second pass) or a fresh SQLite file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, startNode, startTemporal, stopAll, waitForHttp, waitForWorker } from '../../scripts/stack.ts';
import { startFakeProvider } from './fakeProvider.ts';

export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'figures-test-'));
  const [temporalPort, apiPort] = (await freePorts(2)) as [number, number];
  const temporal = await startTemporal({ port: temporalPort, dbFile: join(dataDir, 'temporal.db'), log: 'ignore' });
  const provider = await startFakeProvider();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`,
    SIGNING_SECRET: 'test-signing-secret',
    WEBSITE_URL: 'https://figures.example.com',
    ILLUSTRATION_PROVIDER_URL: provider.url,
    // Short enough that the late-delivery path runs within a test.
    ILLUSTRATION_DEADLINE_SECONDS: '3',
    LATE_DELIVERY_WINDOW_SECONDS: '30',
    // Expected engine failures would otherwise print as SDK warnings.
    WORKER_LOG_LEVEL: 'ERROR',
    RECONCILE_INTERVAL_SECONDS: '1',
  };
  Object.assign(process.env, env, { FIGURES_TEST_BASE: `http://127.0.0.1:${apiPort}/api/v1` });
  const worker = startNode('worker/main.ts', env, 'ignore');
  const api = startNode('api/main.ts', env, 'ignore');
  (globalThis as Record<string, unknown>).__figuresStack = { dataDir, children: [api, worker, temporal], provider: provider.server };
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/v1/pricing`, api);
    await waitForWorker(`127.0.0.1:${temporalPort}`, 'figures', worker);
  } catch (err) {
    // Jest runs no teardown after a failed setup: nothing started here may outlive it.
    await stopAll([api, worker, temporal]);
    provider.server.close();
    throw err;
  }
}
