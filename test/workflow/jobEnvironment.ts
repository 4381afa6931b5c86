// The job workflow under Temporal's time-skipping test server: today's workflow code, bundled
// as the worker bundles it (worker/run.ts), run by a real Worker whose activities are the
// test's (fakeActivities.ts), with the service's data converter (payloads encrypted, failures
// encoded). Timers, timeouts and retry backoffs pass in server time, which the server skips
// ahead whenever the workflow waits on nothing but time: a three-minute deadline passes in
// milliseconds. Needs no service stack: no database, no API, no Temporal dev server.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { WorkflowHandle } from '@temporalio/client';
import proto from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, Worker, bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { timeSkippingServer } from '../../scripts/testServer.ts';
import type { AdmissionResult, JobInput } from '../../jobs/types.ts';
import type { jobWorkflow } from '../../jobs/workflow/jobWorkflow.ts';
import { admitUpdate } from '../../jobs/workflow/definitions.ts';
import { jobStartOperation } from '../../jobs/requests/startOperation.ts';
import { ALL_SEARCH_ATTRIBUTES, JOB_STATUS } from '../../jobs/workflow/searchAttributes.ts';
import type { Activities } from './fakeActivities.ts';

// The service's codec reads its keys from PAYLOAD_KEYS; this one guards nothing.
process.env.PAYLOAD_KEYS = `workflow-tests:${Buffer.alloc(32, 7).toString('base64')}`;
const { dataConverter, FAILURE_CONVERTER_PATH } = await import('../../jobs/temporal.ts');

export interface JobEnvironment {
  env: TestWorkflowEnvironment;
  bundle: WorkflowBundleWithSourceMap;
}

let bundled: Promise<WorkflowBundleWithSourceMap> | undefined;

/** Today's workflow code as the worker bundles it, once per test file. */
function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundled ??= bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../../jobs/workflow/index.ts', import.meta.url)),
    failureConverterPath: FAILURE_CONVERTER_PATH,
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error: console.error },
  });
  return bundled;
}

/**
 * A test server of the test's own (beforeEach): its clock is the test's alone, so no other
 * test's timers, sleeps or running attempts hold it or move it.
 */
export async function startJobEnvironment(): Promise<JobEnvironment> {
  quietRuntime();
  let path: string;
  try {
    path = timeSkippingServer();
  } catch (err) {
    throw new Error(`The workflow tests need Temporal's time-skipping test server: ${(err as Error).message}`);
  }
  const [env, bundle] = await Promise.all([
    TestWorkflowEnvironment.createTimeSkipping({ server: { executable: { type: 'existing-path', path } }, client: { dataConverter: dataConverter() } }),
    workflowBundle(),
  ]);
  // The job's search attributes. The test server answers AddSearchAttributes only, not the
  // List that the worker's ensureSearchAttributes asks first.
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(ALL_SEARCH_ATTRIBUTES.map((a) => [a.name, proto.temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD])),
  });
  return { env, bundle };
}

/** The SDK's own warnings about the test server (an older server protocol) are not the tests' business. */
function quietRuntime(): void {
  try {
    Runtime.install({ logger: new DefaultLogger('ERROR'), telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } } });
  } catch {
    // Installed already by an earlier test file in this jest worker.
  }
}

/** Runs `body` while a worker with `activities` polls a task queue of its own. */
export async function withWorker<T>(je: JobEnvironment, activities: Activities, body: (taskQueue: string) => Promise<T>): Promise<T> {
  const taskQueue = `jobs-${randomUUID()}`;
  const worker = await Worker.create({
    connection: je.env.nativeConnection,
    taskQueue,
    workflowBundle: je.bundle,
    activities,
    dataConverter: dataConverter(),
    // A failed test may leave an activity waiting on server time that no longer moves.
    shutdownForceTime: '5 seconds',
    // A test runs a handful of workflows: one workflow thread and a small cache start in a
    // third of the defaults' time.
    workflowThreadPoolSize: 1,
    maxCachedWorkflows: 20,
    // A cancel reaches an activity with the answer to its next beat, which the SDK would hold
    // back for 8 s of wall-clock time (0.8 of the heartbeat timeout).
    maxHeartbeatThrottleInterval: '100 ms',
  });
  return worker.runUntil(body(taskQueue));
}

/** A job's input as the API builds it; `over` changes what a test needs. */
export function jobInput(over: Partial<JobInput> = {}): JobInput {
  const jobId = randomUUID();
  return {
    jobId,
    accountId: 'acct-1',
    kind: 'image_conversion',
    operation: 'images.conversions',
    idempotencyKey: `key-${jobId}`,
    requestHash: 'hash-1',
    price: 2,
    channel: 'api',
    freeConversion: false,
    requiredPlanLevel: 0,
    engine: 'conversion',
    inputId: `input-${jobId}`,
    ...over,
  };
}


/**
 * Admits `input` as a create request does: update-with-start on the key's workflow id,
 * meeting a running run, starting afresh only after a failed one. The options are the request
 * path's own (jobs/requests/startOperation.ts).
 */
export async function admit(
  je: JobEnvironment,
  taskQueue: string,
  input: JobInput,
  requestHash = input.requestHash,
): Promise<{ answer: AdmissionResult; handle: WorkflowHandle<typeof jobWorkflow> }> {
  const startWorkflowOperation = jobStartOperation(input, taskQueue);
  const answer = await je.env.client.workflow.executeUpdateWithStart(admitUpdate, { args: [requestHash], startWorkflowOperation });
  return { answer, handle: await startWorkflowOperation.workflowHandle() };
}

/** The job status an operator filters by in the Temporal UI. */
export async function statusAttribute(handle: WorkflowHandle): Promise<string | undefined> {
  return (await handle.describe()).typedSearchAttributes.get(JOB_STATUS);
}
