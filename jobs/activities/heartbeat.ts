// Engine activities beat while they work, so a worker killed mid-job is noticed within the
// heartbeat timeout (jobs/workflow/proxies.ts) instead of the activity's whole time budget, and
// its job is retried by the next worker that polls.
import { Context } from '@temporalio/activity';

/** Often enough that two beats fit in the shortest heartbeat timeout a workflow sets. */
const BEAT_MS = 2_000;

export function heartbeating<A extends unknown[], R>(activity: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    const ctx = Context.current();
    // No beat at the start: the heartbeat timeout runs from the activity's start, so a first
    // beat two seconds in notices a dead worker as early, and a quick job sends none at all.
    const timer = setInterval(() => ctx.heartbeat(), BEAT_MS);
    try {
      return await activity(...args);
    } finally {
      clearInterval(timer);
    }
  };
}
