import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { stopAll } from '../../scripts/stack.ts';

export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as Record<string, unknown>).__figuresStack as { dataDir: string; children: ChildProcess[]; provider: Server } | undefined;
  if (!stack) return;
  await stopAll(stack.children);
  stack.provider.close();
  rmSync(stack.dataDir, { recursive: true, force: true });
}
