// The operator's tools, run as an operator runs them: the admin CLI (scripts/admin.ts) and the
// SQL helper of the test harness (test/support/sql.ts), each a process of its own with the
// service's environment, so they reach the same database the service uses (DATABASE_URL,
// or the SQLite file in DATA_DIR).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../../scripts/stack.ts';

const run = promisify(execFile);

export interface Operator {
  admin(...args: string[]): Promise<Record<string, unknown>>;
  sql(query: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
}

export function operator(env: NodeJS.ProcessEnv): Operator {
  const node = async (args: string[]) =>
    (await run(process.execPath, ['--disable-warning=ExperimentalWarning', ...args], { cwd: ROOT, env, maxBuffer: 256 * 1024 * 1024 })).stdout;
  return {
    admin: async (...args) => JSON.parse(await node(['scripts/admin.ts', ...args, '--json'])) as Record<string, unknown>,
    sql: async (query, params = []) => JSON.parse(await node(['test/support/sql.ts', query, JSON.stringify(params)])) as Array<Record<string, unknown>>,
  };
}
