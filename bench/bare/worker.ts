// The baseline's worker, run inside the benchmark process on its own task queue, with the
// SDK's default options (as the service's worker has them).
import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';
import * as activities from './activities.ts';

export const BARE_QUEUE = 'bench-bare';

export interface BareWorker {
  stop(): Promise<void>;
}

export async function startBareWorker(address: string, namespace: string): Promise<BareWorker> {
  const connection = await NativeConnection.connect({ address });
  const worker = await Worker.create({
    connection,
    namespace,
    taskQueue: BARE_QUEUE,
    workflowsPath: fileURLToPath(new URL('./workflows.ts', import.meta.url)),
    activities,
  });
  const running = worker.run();
  return {
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
