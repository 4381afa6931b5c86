// One MikroORM instance per process: SQLite through node:sqlite by default (no native build),
// PostgreSQL when DATABASE_URL says so. The schema is brought up to date at start.
import { MikroORM, type Options } from '@mikro-orm/core';
import { NodeSqliteDialect, SqliteDriver, type SqlEntityManager } from '@mikro-orm/sql';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { config } from '../config.ts';
import { ENTITIES } from './entities.ts';

let orm: MikroORM | undefined;

export function isPostgres(): boolean {
  return Boolean(config().databaseUrl?.startsWith('postgres'));
}

async function init(): Promise<MikroORM> {
  const cfg = config();
  const common: Partial<Options> = { entities: ENTITIES, debug: false, allowGlobalContext: false, discovery: { warnWhenNoEntities: true } };
  if (isPostgres()) {
    const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
    return MikroORM.init({ ...common, driver: PostgreSqlDriver, clientUrl: cfg.databaseUrl, pool: { min: 0, max: 10 } } as Options);
  }
  mkdirSync(dirname(cfg.sqlitePath), { recursive: true });
  const instance = await whileLocked(() =>
    MikroORM.init({
      ...common,
      driver: SqliteDriver,
      dbName: cfg.sqlitePath,
      driverOptions: new NodeSqliteDialect(cfg.sqlitePath),
    } as Options),
  );
  // The API and the worker are separate processes writing one file: WAL lets readers go on
  // during a write, and busy_timeout makes a writer wait for the lock instead of failing.
  const conn = instance.em.getConnection();
  // busy_timeout first: switching to WAL itself needs the lock another process may hold.
  await conn.execute('pragma busy_timeout = 10000');
  // Switching to WAL takes an exclusive lock without waiting on busy_timeout: when the API
  // and the worker open a new database at the same moment, one of them retries.
  for (let attempt = 1; ; attempt++) {
    try {
      await conn.execute('pragma journal_mode = wal');
      break;
    } catch (err) {
      if (attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await conn.execute('pragma synchronous = normal');
  return instance;
}

/**
 * Opening the file checks that the database exists before busy_timeout can be set on the
 * connection: while another process switches the file to WAL or migrates it, that check
 * fails at once with SQLITE_BUSY. Such a start is tried again for up to ten seconds.
 */
async function whileLocked<T>(open: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (err) {
      if (attempt >= 50 || !/database is locked/i.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export async function getOrm(): Promise<MikroORM> {
  orm ??= await init();
  return orm;
}

/** A fresh entity manager for one unit of work (request or activity). */
export async function em(): Promise<SqlEntityManager> {
  return (await getOrm()).em.fork() as SqlEntityManager;
}

/**
 * Brings the schema up to date. The API and the worker may start together and both try;
 * the loser of that race sees the winner's tables on its next attempt, which is then a no-op.
 */
export async function migrate(): Promise<void> {
  const instance = await getOrm();
  for (let attempt = 1; ; attempt++) {
    try {
      await instance.schema.update();
      return;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

export async function closeOrm(): Promise<void> {
  await orm?.close();
  orm = undefined;
}
