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
  const common: Partial<Options> = {
    entities: ENTITIES,
    debug: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: true },
    // The entities declare no triggers: the schema update must not drop an operator's own.
    schemaGenerator: { ignoreTriggers: true },
  };
  if (isPostgres()) {
    const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
    return MikroORM.init({ ...common, driver: PostgreSqlDriver, clientUrl: cfg.databaseUrl, pool: { min: 0, max: 10 } } as Options);
  }
  mkdirSync(dirname(cfg.sqlitePath), { recursive: true });
  const instance = await MikroORM.init({
    ...common,
    driver: SqliteDriver,
    dbName: cfg.sqlitePath,
    driverOptions: new NodeSqliteDialect(cfg.sqlitePath),
    // Its check reads the schema as the connection's first statement, before busy_timeout
    // can be set; SQLite creates the file on open, and migrate() checks the tables.
    ensureDatabase: false,
  } as Options);
  // The API and the worker are separate processes writing one file: WAL lets readers go on
  // during a write, and busy_timeout makes a writer wait for the lock instead of failing.
  const conn = instance.em.getConnection();
  await whileLocked(() => conn.execute('pragma busy_timeout = 10000'));
  // Switching to WAL takes an exclusive lock without waiting on busy_timeout: when the API
  // and the worker open a new database at the same moment, one of them retries.
  await whileLocked(() => conn.execute('pragma journal_mode = wal'));
  await conn.execute('pragma synchronous = normal');
  return instance;
}

/**
 * SQLite answers SQLITE_BUSY at once, without waiting on busy_timeout, in the moments when
 * another process holds the file in a way that waiting cannot resolve: while it switches the
 * file to WAL, recovers its WAL, or migrates the schema. The API, the worker and the operator CLI start
 * together on one file, and a loaded machine stretches those moments to seconds, so such a
 * step is tried again for up to a minute; any other failure is thrown at once.
 */
async function whileLocked<T>(step: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (Date.now() >= deadline || !/database is locked|SQLITE_BUSY/i.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, Math.min(100 * attempt, 1000) * (0.5 + Math.random())));
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
      await whileLocked(() => instance.schema.update());
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
