// Gives memory back once the worker falls idle after large jobs, so that its resident size
// returns to about its idle size instead of staying at its largest job's:
//  - engine threads (super-resolution, tracing, segmentation, inpainting: engines/shared/
//    workerThread.ts) and the OCR worker are ended: their heaps and WebAssembly memories only
//    ever grow, and their next call starts them again (measured: +0.3 s for an upscale's
//    model, +1.3 s for OCR);
//  - one full collection of the main heap, in V8's memory-reducing mode: a job's big buffers
//    are garbage once it ends, but V8 collects when JavaScript allocates, which an idle worker
//    hardly does, and it keeps emptied heap pages for reuse unless asked to reduce.
// It runs when the last running activity ended QUIET_MS ago and the process then holds clearly
// more than after the previous release, so a stream of small jobs pays nothing. What this frees
// goes back to the system through the allocator settings of mallocEnv.ts.
import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { closeOcr } from '../engines/ocr/index.ts';
import { endIdleThreads } from '../engines/shared/workerThread.ts';

/** Growth of the resident set since the last release below which a release is not worth its cost. */
const GROWTH_BYTES = 64 * 1024 * 1024;
/** Idle this long first, so that jobs in quick succession keep their warm threads. */
const QUIET_MS = 5_000;

// V8 hands its `gc` function to a context created once the flag is set.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let running = 0;
let timer: NodeJS.Timeout | undefined;
let releasedAt = process.memoryUsage.rss();

async function release(): Promise<void> {
  timer = undefined;
  if (running > 0 || process.memoryUsage.rss() - releasedAt < GROWTH_BYTES) return;
  await Promise.all([closeOcr(), endIdleThreads()]);
  // An activity may have started while the threads ended: its garbage is not garbage yet.
  if (running > 0) return;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  releasedAt = process.memoryUsage.rss();
}

/** Counts running activities; the last one to end schedules a release. */
export const releaseWhenIdle: ActivityInterceptorsFactory = () => ({
  inbound: {
    async execute(input, next) {
      running++;
      clearTimeout(timer);
      timer = undefined;
      try {
        return await next(input);
      } finally {
        running--;
        if (running === 0) {
          timer = setTimeout(() => {
            release().catch((err: unknown) => console.error('worker: memory release failed:', err));
          }, QUIET_MS).unref();
        }
      }
    },
  },
});
