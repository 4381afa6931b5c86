import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { stopAll } from '../../scripts/stack.ts';

export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as Record<string, unknown>).__figuresStack as { dataDir: string; children: ChildProcess[] } | undefined;
  if (!stack) return;
  await stopAll(stack.children);
  rmSync(stack.dataDir, { recursive: true, force: true });
}
