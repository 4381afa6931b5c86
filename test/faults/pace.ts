// Keeps a client under its account's per-minute window for create requests (core/limits.ts),
// retries and racing copies included. Without it the load's own retries fill the window after
// an outage, and the time to recover would measure the load's 429s, not the service.
import { LIMITS } from '../../core/limits.ts';

export interface Pace {
  /** Waits for at least one send; returns how many of `wanted` simultaneous sends may go now. */
  take(wanted: number): Promise<number>;
}

/** Bursts this large, refilled so that one fixed minute window never sees more than the limit. */
const BURST = 10;

export function accountPace(): Pace {
  const perMs = (LIMITS.perMinute.createsPerAccount - BURST - 1) / 60_000;
  let tokens = BURST;
  let at = Date.now();
  let queue = Promise.resolve();
  const refill = () => {
    const now = Date.now();
    tokens = Math.min(BURST, tokens + (now - at) * perMs);
    at = now;
  };
  return {
    take(wanted) {
      // One taker at a time, in arrival order, so that a race of ten copies cannot starve others.
      const turn = queue.then(async () => {
        refill();
        while (tokens < 1) {
          await new Promise((r) => setTimeout(r, Math.ceil((1 - tokens) / perMs)));
          refill();
        }
        const granted = Math.min(wanted, Math.floor(tokens));
        tokens -= granted;
        return granted;
      });
      queue = turn.then(() => undefined);
      return turn;
    },
  };
}
