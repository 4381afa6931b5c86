// Engine threads and the worker's idle release (worker/memoryRelease.ts): endIdleThreads ends a
// thread only when no call waits on it, and the next call starts a new thread that answers.
import { endIdleThreads, oneThread } from '../../../engines/shared/workerThread.ts';

const thread = oneThread<{ holdMs: number }, number>(new URL('./idleThread.ts', import.meta.url));

test('a thread with a call waiting is not ended: the call is answered by the thread it was sent to', async () => {
  const first = await thread.call({ holdMs: 0 });
  const waiting = thread.call({ holdMs: 300 });
  await endIdleThreads();
  expect(await waiting).toBe(first);
});

test('an idle thread is ended; the next call starts a new thread, which answers', async () => {
  const before = await thread.call({ holdMs: 0 });
  await endIdleThreads();
  const after = await thread.call({ holdMs: 0 });
  expect(after).not.toBe(before);
  expect(await thread.call({ holdMs: 0 })).toBe(after);
});
