// A oneThread script for test/engines/shared/workerThread.test.ts: answers each request with
// the id of the thread that served it, after holding the request for `holdMs`.
import { parentPort, threadId } from 'node:worker_threads';
import { serveThread } from '../../../engines/shared/workerThread.ts';

serveThread<{ holdMs: number }, number>(
  parentPort,
  async ({ holdMs }) => {
    await new Promise((r) => setTimeout(r, holdMs));
    return { result: threadId };
  },
  () => 'failed',
);
