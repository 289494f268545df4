import { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPostgres, usePglite, type Database } from '../db/database.js';
import { migrationsFolder } from '../db/migrations-folder.js';
import * as schema from '../db/schema.js';
import { createPostgresDatabase } from './postgres-server.js';

export type BackendKind = 'pglite' | 'postgres';

/**
 * One migrated database per test file, emptied between tests. (Cloning a loaded PGlite per test instead
 * measured 1.8 s a clone on this shared 2-core machine against 30 ms for TRUNCATE + re-seed; the run must stay
 * under ~3 minutes.)
 */
export interface Backend {
  readonly kind: BackendKind;
  /** The file's database, shared by its tests; the view handed to an app is not closed with the app. */
  readonly shared: Database;
  /** Empties every table and re-applies the seed migration (AI settings row, the four agents). */
  reset(): Promise<void>;
  /** A database of its own (for a test that closes or breaks it); closing it releases it. */
  openDedicated(): Promise<Database>;
  dispose(): Promise<void>;
}

const TABLES = Object.values(schema)
  .filter((value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value)
  .map((table) => getTableName(table as Parameters<typeof getTableName>[0]));

const SEED = readFileSync(join(migrationsFolder(), '0001_seed.sql'), 'utf8').split('--> statement-breakpoint');

async function emptyAndSeed(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
  for (const statement of SEED) await database.db.execute(sql.raw(statement));
}

/** The database as an app may use it: closing the app leaves it open for the next test. */
function borrowed(database: Database): Database {
  return { ...database, close: async () => undefined };
}

async function loadPgliteTemplate(): Promise<PGlite> {
  // globalSetup migrated one PGlite and dumped it; loading the dump skips initdb and the migrations.
  const dump = readFileSync(inject('pgliteTemplate'));
  return PGlite.create({ loadDataDir: new Blob([dump]) });
}

/**
 * PGlite, loaded from the run's migrated template.
 * @returns the backend
 */
async function pgliteBackend(): Promise<Backend> {
  const shared = await usePglite(await loadPgliteTemplate(), 'memory');
  return {
    kind: 'pglite',
    shared: borrowed(shared),
    reset: () => emptyAndSeed(shared),
    openDedicated: async () => usePglite(await loadPgliteTemplate(), 'memory'),
    dispose: () => shared.close(),
  };
}

/**
 * PostgreSQL: a copy of the run's migrated template database per file (and per dedicated database).
 * @returns the backend
 */
async function postgresBackend(): Promise<Backend> {
  const template = inject('postgresTemplate');
  const copies = new Set<() => Promise<void>>();
  async function openCopy(): Promise<Database> {
    const copy = await createPostgresDatabase(template);
    copies.add(copy.drop);
    const database = await openPostgres(copy.url);
    return {
      ...database,
      async close() {
        await database.close();
        await copy.drop();
        copies.delete(copy.drop);
      },
    };
  }
  const shared = await openCopy();
  return {
    kind: 'postgres',
    shared: borrowed(shared),
    reset: () => emptyAndSeed(shared),
    openDedicated: openCopy,
    async dispose() {
      await shared.close();
      for (const drop of copies) await drop();
    },
  };
}

/**
 * Opens a backend of the given kind.
 * @param kind - pglite or postgres
 * @returns the backend
 */
export function openBackend(kind: BackendKind): Promise<Backend> {
  return kind === 'pglite' ? pgliteBackend() : postgresBackend();
}
