// The worker: runs job workflows and their activities (started by main.ts).
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import { fileURLToPath } from 'node:url';
import * as activities from '../jobs/activities/index.ts';
import { config } from '../core/config.ts';
import { closeOrm, migrate } from '../core/db/orm.ts';
import { closeTemporal, dataConverter, ensureSearchAttributes, FAILURE_CONVERTER_PATH, temporalClient } from '../jobs/temporal.ts';
import { lowerEngineThreads } from '../engines/shared/threadPriority.ts';
import { startHousekeeping } from './housekeeping.ts';
import { releaseWhenIdle } from './memoryRelease.ts';
import { startReconciler } from './reconciler.ts';

const cfg = config();
await lowerEngineThreads();
// The SDK's INFO lines (state changes) are noise next to the service's own output.
Runtime.install({ logger: new DefaultLogger(process.env.WORKER_LOG_LEVEL === 'ERROR' ? 'ERROR' : 'WARN') });
await migrate();
const client = await temporalClient();
await ensureSearchAttributes(client);
const stopReconciler = startReconciler(client, Number(process.env.RECONCILE_INTERVAL_SECONDS ?? 60) * 1000);
const stopHousekeeping = startHousekeeping();

const connection = await NativeConnection.connect({ address: cfg.temporalAddress });
const workflowBundle = await bundleWorkflowCode({
  workflowsPath: fileURLToPath(new URL('../jobs/workflow/index.ts', import.meta.url)),
  failureConverterPath: FAILURE_CONVERTER_PATH,
  logger: { log() {}, trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error },
});
const worker = await Worker.create({
  connection,
  namespace: cfg.temporalNamespace,
  taskQueue: cfg.taskQueue,
  workflowBundle,
  activities,
  dataConverter: dataConverter(),
  interceptors: { activity: [releaseWhenIdle] },
});

const stop = () => worker.shutdown();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
console.log(`worker: polling task queue ${cfg.taskQueue} at ${cfg.temporalAddress}`);
await worker.run();
stopReconciler();
stopHousekeeping();
await closeTemporal();
await connection.close();
await closeOrm();
