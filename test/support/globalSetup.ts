// Starts the service for the suite as users run it: a Temporal dev server on free ports,
// the worker and the API as child processes, a throw-away data directory, and the
// database named by DATABASE_URL (PostgreSQL in CI's second pass) or a fresh SQLite file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts, startNode, startTemporal, stopAll, waitForHttp, waitForWorker } from '../../scripts/stack.ts';
import { startFakeOpenAiImages } from './fakeOpenAiImages.ts';

/** The key the fake image model expects; a test may send another to see the provider's 401. */
const ILLUSTRATION_KEY = 'sk-test-illustration-provider';

export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'figures-test-'));
  const [temporalPort, apiPort] = (await freePorts(2)) as [number, number];
  const temporal = await startTemporal({ port: temporalPort, dbFile: join(dataDir, 'temporal.db'), log: 'ignore' });
  const provider = await startFakeOpenAiImages({ apiKey: ILLUSTRATION_KEY });
  const env = {
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`,
    SIGNING_SECRET: 'test-signing-secret',
    WEBSITE_URL: 'https://figures.example.com',
    // The OpenAI-compatible protocol through the whole stack; Replicate is covered by
    // test/engines/illustration/providers.test.ts.
    ILLUSTRATION_PROVIDER: 'openai',
    ILLUSTRATION_PROVIDER_URL: provider.url,
    ILLUSTRATION_PROVIDER_KEY: ILLUSTRATION_KEY,
    ILLUSTRATION_MODEL: 'gpt-image-1',
    // Short enough that the late-delivery path runs within a test ([provider:slow=8] and =10 overrun
    // it), long enough that an answer at once is in time on a loaded 2-core machine.
    ILLUSTRATION_DEADLINE_SECONDS: '6',
    LATE_DELIVERY_WINDOW_SECONDS: '30',
    // Expected engine failures would otherwise print as SDK warnings.
    WORKER_LOG_LEVEL: 'ERROR',
    RECONCILE_INTERVAL_SECONDS: '1',
  };
  Object.assign(process.env, env, { FIGURES_TEST_BASE: `http://127.0.0.1:${apiPort}/api/v1`, FAKE_IMAGE_MODEL_URL: provider.url });
  const worker = startNode('worker/main.ts', env, 'ignore');
  const api = startNode('server/main.ts', env, 'ignore');
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
