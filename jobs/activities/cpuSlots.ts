// Engines that compute in the worker's own process (libvips conversions, chart drawing on the
// event loop) take a CPU slot first: at most ENGINE_CPU_SLOTS at once, a core fewer than the
// machine has by default. Without the limit, a burst of jobs fills every core with engine work
// and the admissions of new jobs (local activities and workflow tasks in this same process,
// the API and Temporal beside it) wait behind it: creates slow down for work nobody is waiting
// on yet. Engine threads also run at a lower priority (engines/shared/threadPriority.ts).
// A waiting activity keeps beating (heartbeat.ts) and stops waiting when it is cancelled.
import { Context } from '@temporalio/activity';
import { config } from '../../core/config.ts';

let free: number | undefined;
const waiting: Array<() => void> = [];

function acquire(signal: AbortSignal): Promise<void> {
  free ??= config().engineCpuSlots;
  if (free > 0) {
    free--;
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    const granted = () => {
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      const at = waiting.indexOf(granted);
      if (at >= 0) waiting.splice(at, 1);
      reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled while waiting for a CPU slot'));
    };
    waiting.push(granted);
    signal.addEventListener('abort', aborted, { once: true });
  });
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else free = (free ?? 0) + 1;
}

export function cpuBound<A extends unknown[], R>(activity: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    await acquire(Context.current().cancellationSignal);
    try {
      return await activity(...args);
    } finally {
      release();
    }
  };
}
