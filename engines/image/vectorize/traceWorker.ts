// The tracing thread: quantising and tracing a large figure takes seconds of CPU, which must
// not stall the worker's event loop (Temporal heartbeats). One VTracer instance per thread.
import { parentPort } from 'node:worker_threads';
import { EngineError } from '../../shared/errors.ts';
import { serveThread } from '../../shared/workerThread.ts';
import { traceRaster, type TracedLayer } from './trace.ts';

export interface TraceRequest {
  data: Uint8Array;
  width: number;
  height: number;
  /** Bytes of path data beyond which tracing stops. */
  budget: number;
  lossy: boolean;
}

export interface TraceReply {
  layers: TracedLayer[];
  overBudget: boolean;
}

serveThread<TraceRequest, TraceReply>(
  parentPort,
  async ({ data, width, height, budget, lossy }) => {
    const { layers, overBudget } = await traceRaster({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height }, { budget, lossy });
    return { result: { layers, overBudget } };
  },
  (err) => (err instanceof EngineError ? err.reason : 'failed'),
);
