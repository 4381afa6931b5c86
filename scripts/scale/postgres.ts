// A PostgreSQL server for one `postgres:*` service of docker-compose.yml: Debian's PostgreSQL
// (installed with apt-get when missing, as .ci/run does), a throw-away cluster owned by the
// postgres user (the server refuses to run as root), on a loopback port, with the user,
// password and database the service's POSTGRES_* environment names.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalPostgres {
  port: number;
  dataDir: string;
  /** postgres://user:password@127.0.0.1:port/db, as the service's own environment describes it. */
  url: string;
  stop(): void;
}

function pgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  return newest ? join(root, newest, 'bin') : undefined;
}

/** The bin directory of Debian's PostgreSQL, installing the package once when it is missing. */
export function postgresBin(log: (line: string) => void): string {
  const found = pgBin();
  if (found) return found;
  log('scale: installing PostgreSQL from Debian (apt-get, once)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = pgBin();
  if (!installed) throw new Error('apt-get installed postgresql, but no /usr/lib/postgresql/*/bin/initdb is there');
  return installed;
}

function asPostgres(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
  const r = root ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
}

/** Starts a cluster in `dir` on `port`, then makes the service's user and database. */
export function startPostgres(opts: { bin: string; dir: string; port: number; env: Record<string, string> }): LocalPostgres {
  const { bin, dir, port, env } = opts;
  const user = env.POSTGRES_USER || 'postgres';
  const password = env.POSTGRES_PASSWORD ?? '';
  const database = env.POSTGRES_DB || user;
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    asPostgres('true', []);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, -1);
  }
  const data = join(dir, 'data');
  const pw = join(dir, 'superuser-password');
  writeFileSync(pw, `${password}\n`, { mode: 0o644 });
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', user, '--pwfile', pw, '--auth=scram-sha-256', '-E', 'UTF8']);
  // fsync off: a benchmark's throw-away cluster, not a store to keep.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=300`;
  asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  const stop = () => {
    try {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
  };
  try {
    if (database !== 'postgres') {
      execFileSync(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', 'postgres', '-qc', `CREATE DATABASE "${database.replace(/"/g, '""')}"`], {
        env: { ...process.env, PGPASSWORD: password },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    }
  } catch (err) {
    stop();
    throw err;
  }
  return { port, dataDir: data, url: `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`, stop };
}
