// The Temporal server and its schema tool, built on this machine from the Go module
// go.temporal.io/server at the release docker-compose.yml's Temporal image names (1.29 there:
// the newest v1.29.x the Go module proxy lists). Nothing of Temporal is kept in this
// repository: the build goes to .data/tools/temporal-server-<version>/ once, with the module's
// PostgreSQL schema beside it. `go install` refuses this module (its go.mod has replace
// directives), so the build runs inside a copy of the downloaded module.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../stack.ts';

const MODULE = 'go.temporal.io/server';
const TOOLS = join(ROOT, '.data', 'tools');

export interface TemporalBuild {
  version: string;
  server: string;
  sqlTool: string;
  /** The module's schema/postgresql/v12 directory (temporal/ and visibility/ inside). */
  schemaDir: string;
}

function buildOf(version: string): TemporalBuild {
  const home = join(TOOLS, `temporal-server-${version}`);
  return { version, server: join(home, 'temporal-server'), sqlTool: join(home, 'temporal-sql-tool'), schemaDir: join(home, 'schema', 'postgresql', 'v12') };
}

function isComplete(b: TemporalBuild): boolean {
  return existsSync(b.server) && existsSync(b.sqlTool) && existsSync(b.schemaDir);
}

/** Releases of the tag already built into .data/tools, oldest first. */
function builtVersions(tag: string): string[] {
  if (!existsSync(TOOLS)) return [];
  return readdirSync(TOOLS)
    .map((d) => d.match(/^temporal-server-(v\d+\.\d+\.\d+)$/)?.[1])
    .filter((v): v is string => v !== undefined && (v === `v${tag}` || v.startsWith(`v${tag}.`)) && isComplete(buildOf(v)))
    .sort((a, b) => (newer(goVersionOf(`go${a.slice(1)}`), goVersionOf(`go${b.slice(1)}`)) ? 1 : -1));
}

function goBinary(): string | undefined {
  for (const candidate of [process.env.GO, 'go', '/usr/local/go/bin/go']) {
    if (candidate && spawnSync(candidate, ['version'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

function go(goBin: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const r = spawnSync(goBin, args, { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`go ${args.join(' ')}: ${(r.stderr || r.stdout).trim().split('\n').slice(-5).join(' | ')}`);
  return r.stdout;
}

/** `1.29` from `temporalio/auto-setup:1.29`; `1.29.1` stays itself. */
export function temporalTagOf(image: string): string {
  const tag = image.split(':')[1];
  if (!tag || !/^\d+\.\d+(\.\d+)?$/.test(tag)) throw new Error(`docker-compose.yml: Temporal image ${image} has no x.y or x.y.z tag to build from`);
  return tag;
}

/** The newest release the proxy lists for the tag: v1.29.1 for `1.29`. */
function moduleVersion(goBin: string, tag: string): string {
  const listed = go(goBin, ['list', '-m', '-versions', MODULE]).trim().split(/\s+/).slice(1);
  const matching = listed.filter((v) => v === `v${tag}` || v.startsWith(`v${tag}.`)).filter((v) => !v.includes('-'));
  const newest = matching[matching.length - 1];
  if (!newest) throw new Error(`the Go module proxy lists no ${MODULE} release for ${tag} (it lists ${listed.slice(-3).join(', ')})`);
  return newest;
}

function goVersionOf(text: string): number[] {
  return (text.match(/go(\d+(?:\.\d+)*)/)?.[1] ?? '0').split('.').map(Number);
}

function newer(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

function runBuild(goBin: string, dir: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(goBin, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const ticker = setInterval(() => log(`scale: still building ${args[args.length - 1]} (go build)...`), 60_000);
    child.once('error', (err) => {
      clearInterval(ticker);
      fail(err);
    });
    child.once('exit', (code) => {
      clearInterval(ticker);
      if (code === 0) done();
      else fail(new Error(`go ${args.join(' ')} exited ${code}: ${stderr.trim().split('\n').slice(-8).join(' | ')}`));
    });
  });
}

/**
 * Builds the server and temporal-sql-tool once (several minutes on two cores), or finds them
 * built. Throws with what stopped the build: no Go, no release for the tag, a failed compile.
 */
export async function buildTemporal(tag: string, log: (line: string) => void): Promise<TemporalBuild> {
  const goBin = goBinary();
  if (!goBin) {
    const before = builtVersions(tag).at(-1);
    if (before) return buildOf(before);
    throw new Error('no Go toolchain (go, or /usr/local/go/bin/go) to build the Temporal server with');
  }
  let version: string;
  try {
    version = moduleVersion(goBin, tag);
  } catch (err) {
    // No proxy (offline): a release of the tag built before will do.
    const before = builtVersions(tag).at(-1);
    if (!before) throw err;
    version = before;
  }
  const built = buildOf(version);
  if (isComplete(built)) return built;
  const home = dirname(built.server);

  log(`scale: building Temporal server ${version} from its Go module into .data/tools (once; several minutes)...`);
  const info = JSON.parse(go(goBin, ['mod', 'download', '-json', `${MODULE}@${version}`], { GOTOOLCHAIN: 'local' })) as { Dir?: string; GoMod?: string };
  if (!info.Dir || !info.GoMod) throw new Error(`go mod download ${MODULE}@${version} gave no module directory`);
  // A module that needs a newer Go than this one names it; the proxy serves that toolchain.
  const needs = goVersionOf(readFileSync(info.GoMod, 'utf8').match(/^go (\S+)/m)?.[0] ?? 'go0');
  const have = goVersionOf(go(goBin, ['env', 'GOVERSION']));
  const env: NodeJS.ProcessEnv = { GOFLAGS: '-buildvcs=false', GOTOOLCHAIN: newer(needs, have) ? `go${needs.join('.')}` : 'local' };

  const work = `${home}.building`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const src = join(work, 'src');
  cpSync(info.Dir, src, { recursive: true });
  chmodTree(src);
  await runBuild(goBin, src, ['build', '-o', join(work, 'temporal-server'), './cmd/server'], env, log);
  await runBuild(goBin, src, ['build', '-o', join(work, 'temporal-sql-tool'), './cmd/tools/sql'], env, log);
  cpSync(join(src, 'schema', 'postgresql'), join(work, 'schema', 'postgresql'), { recursive: true });
  rmSync(src, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
  renameSync(work, home);
  return built;
}

/** The module cache is read-only; the copy must be writable for the build and for rm. */
function chmodTree(dir: string): void {
  spawnSync('chmod', ['-R', 'u+w', dir]);
  chmodSync(dir, 0o755);
}
