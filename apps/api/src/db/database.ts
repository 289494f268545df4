import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { claimDataDir } from './data-dir.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema.js';
import { StartupError } from './startup-error.js';

/** The drizzle database, the same type over PGlite and node-postgres. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** An open, migrated database and how to close it. */
export interface Database {
  readonly driver: DatabaseDriver;
  readonly db: AppDatabase;
  /** Where the data lives, for the start-up line (a password is never shown). */
  readonly location: string;
  /** Whether a trivial query answers. */
  ping(): Promise<boolean>;
  /** Runs raw SQL (statements separated by `;` when there are no values): the job queue's access to the database. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The connection pool's use (PostgreSQL): connections open, idle, and queries waiting for one; undefined on PGlite. */
  poolUse?(): { readonly total: number; readonly idle: number; readonly waiting: number };
  /** Runs `work` while holding the session advisory lock `key`, so that several processes do it one at a time. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the database is: Postgres when `databaseUrl` is set, else PGlite in `dataDir`. */
export interface DatabaseOptions {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
}

// Every server process takes this lock before migrating, so that several starting at once migrate once
// (drizzle's migrate() alone is not safe under concurrency: drizzle-orm#874).
const MIGRATION_LOCK = 7_262_001;

/** The url without its password, for messages. */
function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

async function ping(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens PostgreSQL at `databaseUrl` (a pool of 10) and applies pending migrations under an advisory lock.
 * @param databaseUrl - `postgres://user:password@host:port/database`
 * @returns the open database
 * @throws StartupError when the server cannot be reached or the migrations fail
 * @example
 * const database = await openPostgres('postgres://postgres@127.0.0.1:5432/calchub'); // database.driver === 'postgres'
 */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => undefined);
    // A network failure is best named by its code (ECONNREFUSED); the server's own refusals by their message
    // (database "x" does not exist, password authentication failed...), which never holds the password.
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code !== undefined && /^E[A-Z]+$/.test(code) ? code : (error as Error).message;
    throw new StartupError(`Cannot connect to the database at ${redact(databaseUrl)} (${reason}). Check DATABASE_URL and that the server is running.`);
  }
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    client.release(true);
    await pool.end().catch(() => undefined);
    if (error instanceof StartupError) throw error;
    throw new StartupError(`The database migrations failed on ${redact(databaseUrl)}: ${(error as Error).message}`);
  }
  await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
  client.release();
  const db = drizzleNodePostgres(pool, { schema }) as unknown as AppDatabase;
  let closed: Promise<void> | undefined;
  return {
    driver: 'postgres',
    db,
    location: redact(databaseUrl),
    ping: () => ping(db),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async executeSql(text, values) {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    async withAdvisoryLock(key, work) {
      const session = await pool.connect();
      try {
        await session.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        session.release();
      }
    },
    close: () => (closed ??= pool.end()),
  };
}

/**
 * Wraps an open PGlite instance (a data directory or an in-memory clone in tests) and applies pending migrations.
 * @param client - the PGlite instance; closed with the returned database
 * @param location - where its data lives, for messages
 * @param onClose - run after the instance is closed (releases the data directory)
 * @returns the open database
 * @example
 * const database = await usePglite(await PGlite.create(), 'memory'); // database.driver === 'pglite'
 */
export async function usePglite(client: PGliteInterface, location: string, onClose: () => void = () => undefined): Promise<Database> {
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as AppDatabase;
  try {
    // One process per data directory, but the same lock keeps the code path identical to Postgres.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: migrationsFolder() });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } catch (error) {
    await client.close().catch(() => undefined);
    onClose();
    if (error instanceof StartupError) throw error;
    throw new StartupError(`The database migrations failed in ${location}: ${(error as Error).message}`);
  }
  let closed: Promise<void> | undefined;
  const close = async () => {
    try {
      await client.close();
    } finally {
      onClose();
    }
  };
  return {
    driver: 'pglite',
    db,
    location,
    ping: () => ping(db),
    // PGlite has one session: a statement list goes through `exec`, which answers one result per statement.
    executeSql: async (text, values) =>
      values?.length ? { rows: (await client.query(text, values)).rows } : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    async withAdvisoryLock(key, work) {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    },
    close: () => (closed ??= close()),
  };
}

/**
 * PGlite's own start parameters with 16 MB of shared buffers instead of Postgres's 128 MB: the whole database of a
 * site is a few megabytes, and the buffers are memory of the server process (PGlite runs Postgres inside it).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creates an empty PGlite data directory (Postgres's initdb) in a worker thread. In the server's own thread, initdb's
 * WebAssembly instance stays in memory as long as the database is open (about 400 MB resident); the worker's memory
 * is returned when it ends.
 * @param location - the data directory to create
 */
async function createPgliteDataDir(location: string): Promise<void> {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     import(workerData.pglite).then(async ({ PGlite }) => {
       await (await PGlite.create({ dataDir: workerData.location, startParams: workerData.startParams })).close();
     });`,
    { eval: true, workerData: { pglite: import.meta.resolve('@electric-sql/pglite'), location, startParams: PGLITE_START_PARAMS } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the database stopped with code ${code}`))));
  });
}

/**
 * Opens the database the configuration names: PostgreSQL when `databaseUrl` is set, else PGlite (a real Postgres
 * compiled to WASM) in `<dataDir>/pgdata`. Pending migrations are applied once, under an advisory lock.
 * @param options - `dataDir` and optional `databaseUrl`
 * @returns the open, migrated database
 * @throws StartupError with a one-line reason
 * @example
 * const database = await openDatabase({ dataDir: '/srv/calchub/.data' }); // database.location === '/srv/calchub/.data/pgdata'
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const release = claimDataDir(options.dataDir);
  const location = join(options.dataDir, 'pgdata');
  let client: PGlite;
  try {
    if (!existsSync(location)) await createPgliteDataDir(location);
    client = await PGlite.create({ dataDir: location, startParams: PGLITE_START_PARAMS });
  } catch (error) {
    release();
    throw new StartupError(`The embedded database in ${location} could not be opened: ${(error as Error).message}`);
  }
  return usePglite(client, location, release);
}
