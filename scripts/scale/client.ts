// A client of the two APIs as a careful one behaves: every logical request under one
// Idempotency-Key, sent to its API and, when that API does not answer (connection refused or
// cut, a 5xx), sent again with the same key to the other one, which it then keeps using.
// 429 and 409 IDEMPOTENCY_IN_PROGRESS are tried again after the pause the API asks for.
import type { Pace } from '../../test/faults/pace.ts';

export interface Api {
  name: string;
  /** http://127.0.0.1:PORT/api/v1 */
  base: string;
}

/** One load client's view of the APIs: the one it uses now first. */
export interface Route {
  apis: Api[];
  current: number;
  /** Times this client moved to the other API after one failed it. */
  failovers: number;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  api: Api;
}

export class GaveUp extends Error {}

const TRY_TIMEOUT_MS = 40_000;
const RETRY_AFTER_CAP_S = 10;

export function route(apis: Api[], first: number): Route {
  return { apis, current: first % apis.length, failovers: 0 };
}

/**
 * Sends until the answer is neither a failure of the API nor a "try again"; gives up at `until`.
 * `pace` (creates only) keeps the account under its per-minute window, retries included.
 */
export async function send(r: Route, path: string, init: () => RequestInit, opts: { until: number; pace?: Pace }): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    if (Date.now() > opts.until) throw new GaveUp(`${path}: no final answer before the deadline`);
    if (opts.pace) await opts.pace.take(1);
    const api = r.apis[r.current] as Api;
    let res: Response;
    let bytes: Buffer;
    try {
      res = await fetch(`${api.base}${path}`, { ...init(), signal: AbortSignal.timeout(TRY_TIMEOUT_MS) });
      bytes = Buffer.from(await res.arrayBuffer());
    } catch {
      failover(r);
      await pause(100);
      continue;
    }
    let body: unknown = bytes;
    if (res.headers.get('content-type')?.includes('json')) {
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        // a cut body: its status still says what happened
      }
    }
    const code = (body as { error?: { code?: string } })?.error?.code;
    if (res.status >= 500) {
      failover(r);
      await pause(Math.min(200 * 2 ** attempt, 2000));
      continue;
    }
    if (res.status === 429 || (res.status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS')) {
      const asked = Number(res.headers.get('retry-after'));
      await pause(Number.isFinite(asked) && asked > 0 ? Math.min(asked, RETRY_AFTER_CAP_S) * 1000 : 500);
      continue;
    }
    return { status: res.status, body, api };
  }
}

function failover(r: Route): void {
  r.current = (r.current + 1) % r.apis.length;
  r.failovers += 1;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
