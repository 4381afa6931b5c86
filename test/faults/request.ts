// One logical request as a careful client sends it: the same Idempotency-Key on every try
// until a final answer. A network error, a 5xx, 409 IDEMPOTENCY_IN_PROGRESS or a 429 is tried
// again after a short, growing pause (Retry-After honoured, up to a cap); some rounds fire 2 to 10
// identical copies at once so that the request races itself. Every answer is kept.
import type { Pace } from './pace.ts';
import type { Random } from './random.ts';

export interface Answer {
  at: number;
  /** HTTP status; 0 when no answer came (connection refused or cut, or our timeout). */
  status: number;
  /** error.code, NETWORK or TIMEOUT. */
  code?: string;
  reason?: string;
  /** The job (or uploaded file) this answer names: body.id, body.file_id or error.details.job_id. */
  id?: string;
  /** The job as this answer showed it (2xx only). */
  job?: JobBody;
  retryAfter?: number;
}

export interface JobBody {
  id: string;
  status: string;
  kind?: string;
  credits?: { reserved: number; charged: number; refunded: number };
  error?: { code: string; details?: { reason?: string } } | null;
}

export type Outcome = 'created' | 'refused' | 'unexpected' | 'unanswered';

export interface LogicalRequest {
  accountId: string;
  operation: 'images.conversions' | 'charts.generations' | 'files';
  idempotencyKey: string;
  startedAt: number;
  endedAt?: number;
  answers: Answer[];
  /** Distinct ids named by any answer, in order of appearance. */
  ids: string[];
  /** Rounds sent as several simultaneous copies. */
  races: number;
  outcome?: Outcome;
}

/** Sends the request once more, identical (same key, same body) to every other try. */
export type Send = (signal: AbortSignal) => Promise<Response>;

const REQUEST_TIMEOUT_MS = 45_000;
const RETRY_AFTER_CAP_S = 5;
const BACKOFF_CAP_MS = 3_000;
const RACE_CHANCE = 0.2;
/** Answers whose request is final for the key: kept by the service as the key's answer. */
const REFUSALS = new Set(['INSUFFICIENT_CREDITS', 'CONTENT_REJECTED', 'PLAN_REQUIRED']);

export function isRetryable(answer: Answer): boolean {
  return answer.status === 0 || answer.status >= 500 || answer.status === 429 || (answer.status === 409 && answer.code === 'IDEMPOTENCY_IN_PROGRESS');
}

export function isCreated(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300 && answer.id !== undefined;
}

/** Neither created, nor a refusal, nor worth another try: the service answered a valid request wrongly. */
export function isUnexpected(answer: Answer): boolean {
  return !isCreated(answer) && !isRetryable(answer) && !REFUSALS.has(answer.code ?? '');
}

async function once(send: Send): Promise<Answer> {
  const at = Date.now();
  let res: Response;
  let text: string;
  try {
    res = await send(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    text = await res.text();
  } catch (err) {
    return { at, status: 0, code: (err as Error).name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK' };
  }
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: a proxy page or a cut body; the status still tells what to do
  }
  const error = body?.error as { code?: string; details?: { reason?: string; job_id?: string } } | undefined;
  const retryAfter = Number(res.headers.get('retry-after'));
  const id = res.ok ? ((body?.id ?? body?.file_id) as string | undefined) : error?.details?.job_id;
  return {
    at,
    status: res.status,
    ...(error?.code ? { code: error.code } : {}),
    ...(error?.details?.reason ? { reason: error.details.reason } : {}),
    ...(id ? { id } : {}),
    ...(res.ok && body?.id && body.status ? { job: body as unknown as JobBody } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  };
}

/**
 * Sends until a round brings a final answer, or `giveUpAt()` passes (then `unanswered`).
 * `onAnswer` sees every answer as it comes (the job tracker learns job ids from it).
 */
export async function sendUntilFinal(
  request: LogicalRequest,
  send: Send,
  opts: { random: Random; giveUpAt: () => number; pace: Pace; onAnswer?: (answer: Answer) => void },
): Promise<LogicalRequest> {
  for (let tries = 0; ; tries++) {
    const copies = await opts.pace.take(opts.random.chance(RACE_CHANCE) ? opts.random.int(2, 10) : 1);
    if (copies > 1) request.races += 1;
    const round = await Promise.all(
      Array.from({ length: copies }, async () => {
        const answer = await once(send);
        request.answers.push(answer);
        if (answer.id && !request.ids.includes(answer.id)) request.ids.push(answer.id);
        opts.onAnswer?.(answer);
        return answer;
      }),
    );
    const final = round.filter((a) => !isRetryable(a));
    if (final.length > 0) {
      request.outcome = final.some(isCreated) ? 'created' : final.some(isUnexpected) ? 'unexpected' : 'refused';
      request.endedAt = Date.now();
      return request;
    }
    const asked = Math.max(0, ...round.map((a) => a.retryAfter ?? 0));
    // Without Retry-After, a pause that doubles from 0.2 s up to 3 s, with jitter.
    const pause = asked > 0 ? Math.min(asked, RETRY_AFTER_CAP_S) * 1000 : Math.min(200 * 2 ** tries, BACKOFF_CAP_MS) * opts.random.between(0.5, 1);
    if (Date.now() + pause > opts.giveUpAt()) {
      request.outcome = 'unanswered';
      request.endedAt = Date.now();
      return request;
    }
    await new Promise((r) => setTimeout(r, pause + opts.random.between(0, 250)));
  }
}
