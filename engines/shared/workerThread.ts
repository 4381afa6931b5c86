// One worker thread per process for CPU-heavy engine work (model inference, inpainting), so
// that minutes of computation never stall the event loop that beats Temporal heartbeats and
// answers HTTP. Started on first use; referenced only while a call waits, so an idle thread
// never keeps the process alive; a thread that dies fails its waiting calls and is started
// again by the next one. A thread runs at a lower CPU priority than the event loop
// (threadPriority.ts), so that while a model computes for minutes, admissions still get the CPU.
import { Worker, type TransferListItem } from 'node:worker_threads';
import { lowerThisThread } from './threadPriority.ts';

/** What a thread answers: the result, or an error code its caller turns into a message. */
export type ThreadReply<R> = { id: number; result: R } | { id: number; error: string; detail: string };

export interface OneThread<Q, R> {
  call(request: Q, transfer?: TransferListItem[]): Promise<R>;
}

export class ThreadFailure extends Error {
  readonly code: string;
  constructor(code: string, detail: string) {
    super(detail);
    this.code = code;
  }
}

/** The end-if-idle function of every oneThread of this process. */
const idleEnders = new Set<() => Promise<void>>();

/**
 * Ends every engine thread that has no call waiting; the next call starts its thread again.
 * The worker process calls it when it falls idle: a thread's heap and WebAssembly memory only
 * grow, so ending the thread is the one way to give back what its largest request took.
 */
export async function endIdleThreads(): Promise<void> {
  await Promise.all([...idleEnders].map((end) => end()));
}

export function oneThread<Q, R>(script: URL): OneThread<Q, R> {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (r: R) => void; reject: (e: Error) => void }>();
  const failAll = (err: Error) => {
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
    worker = undefined;
  };
  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(script);
    started.unref();
    started.on('message', (reply: ThreadReply<R>) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if ('result' in reply) waiting.resolve(reply.result);
      else waiting.reject(new ThreadFailure(reply.error, reply.detail));
    });
    // Only the current thread's end fails the waiting calls: an ended idle thread has none.
    started.on('error', (err) => worker === started && failAll(new ThreadFailure('thread_died', String(err))));
    started.on('exit', (code) => worker === started && failAll(new ThreadFailure('thread_died', `exit ${code}`)));
    worker = started;
    return started;
  };
  idleEnders.add(async () => {
    if (!worker || pending.size > 0) return;
    const idle = worker;
    worker = undefined;
    await idle.terminate();
  });
  return {
    call(request: Q, transfer: TransferListItem[] = []): Promise<R> {
      const t = thread();
      const id = nextId++;
      t.ref();
      return new Promise<R>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        t.postMessage({ id, request }, transfer);
      });
    },
  };
}

/** The thread's side: answers each `{id, request}` with `work`'s result or its error code. */
export function serveThread<Q, R>(port: { on(event: 'message', fn: (m: { id: number; request: Q }) => void): unknown; postMessage(m: ThreadReply<R>, transfer?: TransferListItem[]): void } | null, work: (request: Q) => Promise<{ result: R; transfer?: TransferListItem[] }>, codeOf: (err: unknown) => string): void {
  lowerThisThread();
  port?.on('message', ({ id, request }) => {
    work(request).then(
      ({ result, transfer }) => port.postMessage({ id, result }, transfer),
      (err: unknown) => port.postMessage({ id, error: codeOf(err), detail: String(err) }),
    );
  });
}
