// `npm start`: the whole service on one machine with embedded defaults: a Temporal dev
// server (unless TEMPORAL_ADDRESS names one), SQLite and local files under .data/, the
// worker, and the API on PORT (8080).
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { config } from '../core/config.ts';
import { closeOrm, migrate } from '../core/db/orm.ts';
import { ensureDevAccount } from './devAccount.ts';
import { installModels } from './models.ts';
import { startNode, startTemporal, stopAll, waitForHttp, waitForWorker } from './stack.ts';

const cfg = config();
const children: ChildProcess[] = [];
let stopping = false;

async function shutdown(code: number): Promise<never> {
  stopping = true;
  await stopAll([...children].reverse());
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  const env: NodeJS.ProcessEnv = { DATA_DIR: cfg.dataDir };
  if (!process.env.TEMPORAL_ADDRESS) {
    const port = Number(process.env.TEMPORAL_PORT ?? 7233);
    const uiPort = Number(process.env.TEMPORAL_UI_PORT ?? port + 1000);
    const uiCodecEndpoint = `${cfg.publicBaseUrl}/codec`;
    children.push(await startTemporal({ port, uiPort, dbFile: join(cfg.dataDir, 'temporal.db'), uiCodecEndpoint }));
    env.TEMPORAL_ADDRESS = `127.0.0.1:${port}`;
    // The codec endpoint answers CORS for this UI only.
    env.TEMPORAL_UI_ORIGIN = process.env.TEMPORAL_UI_ORIGIN ?? `http://127.0.0.1:${uiPort}`;
    console.log(`temporal: dev server on 127.0.0.1:${port}, UI on http://127.0.0.1:${uiPort} (decoding through ${uiCodecEndpoint})`);
    // The dev server has no flag for the UI's "include cross-origin credentials" (it passes the
    // codec endpoint alone), so the operator turns it on in the UI; the sign-in page says how.
    console.log(`temporal: to see decoded payloads in the UI, sign in with an operator token at ${uiCodecEndpoint}/session`);
  }
  env.MODELS_DIR = installModels();
  await migrate();
  const dev = await ensureDevAccount();
  await closeOrm();
  const worker = startNode('worker/main.ts', env);
  children.push(worker);
  const api = startNode('server/main.ts', env);
  children.push(api);
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`a service process exited (${code}); stopping`);
        void shutdown(1);
      }
    });
  }
  await waitForHttp(`http://${cfg.host}:${cfg.port}/api/v1/pricing`, api);
  await waitForWorker(env.TEMPORAL_ADDRESS ?? cfg.temporalAddress, cfg.taskQueue, worker, cfg.temporalNamespace);
  console.log(`\nReady: ${cfg.publicBaseUrl}/api/v1  (OpenAPI: ${cfg.publicBaseUrl}/api/v1/openapi.json)`);
  console.log(`Development API key (also in ${join(cfg.dataDir, 'dev-api-key')}):\n  ${dev.key}`);
  console.log(`Website: ${cfg.publicBaseUrl}/sign-in  as ${dev.user.email}, password ${dev.user.password} (also in ${join(cfg.dataDir, 'dev-web-password')})\n`);
} catch (err) {
  console.error(`start failed: ${err instanceof Error ? err.message : String(err)}`);
  await shutdown(1);
}
