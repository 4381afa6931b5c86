// Entry of the parse worker started by sandbox.ts: parses one data file and posts back the
// Table or the refusal. Loaded by path in a worker thread; Node strips the types itself.

import { parentPort, workerData } from 'node:worker_threads';
import { failureReply, parseJob, type ParseJob, type ParseReply } from './parse.ts';

if (parentPort !== null && workerData !== null && typeof workerData === 'object' && 'bytes' in workerData) {
  const job = workerData as ParseJob;
  let reply: ParseReply;
  try {
    reply = { ok: true, table: await parseJob(job) };
  } catch (error) {
    reply = failureReply(error, job.kind);
  }
  parentPort.postMessage(reply);
}
