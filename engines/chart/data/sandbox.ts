// Runs the parse of one data file in a worker thread (parseWorker.ts) so that no data file,
// however hostile (zip bomb, gigantic sheet, parser bug, a maximal CSV), can exhaust the
// memory or block the event loop of the process that serves requests:
// - the worker has a V8 heap limit (resourceLimits) and a wall-clock deadline after which it
//   is terminated;
// - running out of heap or time becomes DATACHART_WORKBOOK_TOO_LARGE for workbooks and
//   DATACHART_DATA_TOO_LARGE for text (not DATA_FILE_TOO_LARGE: the file is within its
//   size limit); any other crash becomes DATACHART_WORKBOOK_INVALID or
//   DATACHART_CSV_INVALID. The caller only ever sees a Table or a DataError;
// - at most MAX_CONCURRENT_PARSES workers run at once per process, so the memory they may
//   take together is bounded too; later parses wait for a slot (their deadline starts when
//   their worker starts).
// Text goes through the worker too: a maximal CSV takes about a second of CPU to type, which
// the event loop of the API should not spend; only the Table comes back (structured clone).

import { Worker } from 'node:worker_threads';
import {
  MAX_CONCURRENT_PARSES,
  PARSE_MAX_OLD_GENERATION_MB,
  PARSE_MAX_YOUNG_GENERATION_MB,
  PARSE_TIMEOUT_MS,
} from './limits.ts';
import type { ParseJob, ParseReply } from './parse.ts';
import { DATA_REASONS } from './reasons.ts';
import { DataError, type Table } from './types.ts';

const WORKER_URL = new URL('./parseWorker.ts', import.meta.url);

/** Bounds of one parse; the defaults come from limits.ts (tests shrink them). */
export interface ParseBounds {
  timeoutMs: number;
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

export const DEFAULT_PARSE_BOUNDS: ParseBounds = {
  timeoutMs: PARSE_TIMEOUT_MS,
  maxOldGenerationSizeMb: PARSE_MAX_OLD_GENERATION_MB,
  maxYoungGenerationSizeMb: PARSE_MAX_YOUNG_GENERATION_MB,
};

export interface SandboxRequest {
  kind: ParseJob['kind'];
  fileName?: string;
  sheetName?: string;
}

export async function parseInSandbox(bytes: Buffer, request: SandboxRequest, bounds: ParseBounds = DEFAULT_PARSE_BOUNDS): Promise<Table> {
  await acquire();
  try {
    // A copy the worker owns: the caller's Buffer may be a view of a larger pooled one.
    const job: ParseJob = { ...request, bytes: new Uint8Array(bytes) };
    return await runWorker(job, bounds);
  } finally {
    release();
  }
}

let running = 0;
const waiting: Array<() => void> = [];

function acquire(): Promise<void> {
  if (running < MAX_CONCURRENT_PARSES) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot to the next waiting parse, if any. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

function exhausted(kind: ParseJob['kind'], why: string): DataError {
  return kind === 'text'
    ? new DataError(DATA_REASONS.DATA_TOO_LARGE, `The data is too large to read: ${why}.`)
    : new DataError(DATA_REASONS.WORKBOOK_TOO_LARGE, `The workbook is too large to read: ${why}.`);
}

function crashed(kind: ParseJob['kind']): DataError {
  return kind === 'text'
    ? new DataError(DATA_REASONS.CSV_INVALID, 'The data file cannot be read as delimited text.')
    : new DataError(DATA_REASONS.WORKBOOK_INVALID, 'The workbook cannot be read: it is damaged or not a workbook.');
}

function runWorker(job: ParseJob, bounds: ParseBounds): Promise<Table> {
  return new Promise<Table>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(WORKER_URL, {
        workerData: job,
        transferList: [job.bytes.buffer as ArrayBuffer],
        resourceLimits: {
          maxOldGenerationSizeMb: bounds.maxOldGenerationSizeMb,
          maxYoungGenerationSizeMb: bounds.maxYoungGenerationSizeMb,
        },
        // Parsers may print warnings about damaged files: not the service's log.
        stdout: true,
        stderr: true,
      });
    } catch {
      reject(crashed(job.kind));
      return;
    }
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(exhausted(job.kind, 'reading it takes too long'))), bounds.timeoutMs);
    worker.on('message', (reply: ParseReply) =>
      settle(() => (reply.ok ? resolve(reply.table) : reject(new DataError(reply.reason, reply.message, reply.sheetNames)))),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? exhausted(job.kind, 'reading it needs too much memory') : crashed(job.kind)),
      ),
    );
    worker.on('exit', () => settle(() => reject(crashed(job.kind))));
  });
}
