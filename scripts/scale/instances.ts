// The API and worker processes of the scale run: started from their compose description with
// their output in a log file each, ready once an API answers /pricing or once Temporal sees
// this very worker (its `pid@host` identity) polling both sides of the task queue.
import type { ChildProcess } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { startNode, waitForHttp } from '../stack.ts';
import type { NodeInstance } from './layout.ts';

export interface Running {
  instance: NodeInstance;
  child: ChildProcess;
}

/** temporal.api.enums.v1.TaskQueueType: WORKFLOW = 1, ACTIVITY = 2. */
const QUEUE_TYPES = [1, 2];

export function startInstance(instance: NodeInstance, logDir: string): Running {
  return { instance, child: startNode(instance.entry, instance.env, { file: join(logDir, `${instance.name}.log`) }) };
}

async function workerPolls(running: Running): Promise<void> {
  const { env } = running.instance;
  const address = env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233';
  const identity = `${running.child.pid}@${hostname()}`;
  const connection = await Connection.connect({ address });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (running.child.exitCode !== null) throw new Error(`${running.instance.name} exited with code ${running.child.exitCode} while starting`);
      const answers = await Promise.all(
        QUEUE_TYPES.map((taskQueueType) =>
          connection.workflowService.describeTaskQueue({ namespace: env.TEMPORAL_NAMESPACE ?? 'default', taskQueue: { name: env.TASK_QUEUE ?? 'figures' }, taskQueueType }),
        ),
      );
      if (answers.every((a) => (a.pollers ?? []).some((p) => p.identity === identity))) return;
      if (Date.now() > deadline) throw new Error(`${running.instance.name} does not poll the task queue after 120 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await connection.close();
  }
}

export async function waitReady(running: Running): Promise<void> {
  if (running.instance.base) await waitForHttp(`${running.instance.base}/pricing`, running.child, 120_000);
  else await workerPolls(running);
}

/** SIGKILL, resolving once the process is gone. */
export function killNine(running: Running): Promise<void> {
  return new Promise((done) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return done();
    running.child.once('exit', () => done());
    running.child.kill('SIGKILL');
  });
}
