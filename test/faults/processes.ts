// Every child process of this run, however it was started (scripts/stack.ts, the operator
// CLI, a SQL helper), so that none outlives the run: not on success, an exception or Ctrl-C.
// Node announces each new ChildProcess on the `child_process` diagnostics channel, which
// also catches a Temporal server still starting inside scripts/stack.ts.
import { subscribe } from 'node:diagnostics_channel';
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();

subscribe('child_process', (message) => {
  const child = (message as { process: ChildProcess }).process;
  live.add(child);
  child.once('exit', () => live.delete(child));
  child.once('error', () => live.delete(child));
});

function running(child: ChildProcess): boolean {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

/** SIGKILL to every child still running (synchronous: usable from an `exit` handler). */
export function killEveryChild(): number {
  let killed = 0;
  for (const child of live) {
    if (running(child) && child.kill('SIGKILL')) killed += 1;
  }
  return killed;
}

/**
 * On SIGINT, SIGTERM or an uncaught error of the script `name`: `stop` (a graceful stop of the stack), then SIGKILL
 * to whatever is left, then exit. On any exit at all, SIGKILL to what is left.
 */
export function cleanUpOnExit(name: string, stop: () => Promise<void>, log: (line: string) => void): void {
  let leaving = false;
  const leave = (why: string, code: number) => {
    if (leaving) return;
    leaving = true;
    log(`${name}: ${why}; stopping the service processes`);
    const force = setTimeout(() => process.exit(code), 15_000);
    force.unref();
    void stop()
      .catch(() => undefined)
      .finally(() => {
        killEveryChild();
        process.exit(code);
      });
  };
  process.once('SIGINT', () => leave('interrupted', 130));
  process.once('SIGTERM', () => leave('terminated', 143));
  process.on('uncaughtException', (err) => leave(`uncaught error: ${err.stack ?? String(err)}`, 2));
  process.on('unhandledRejection', (err) => leave(`unhandled rejection: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`, 2));
  process.on('exit', () => killEveryChild());
}
