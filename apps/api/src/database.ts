import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';

/** The one thing the api needs of a database: parameterised queries. Same SQL on PGlite and Postgres. */
export interface Database {
  readonly driver: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS contact_messages (
     id serial PRIMARY KEY, name text NOT NULL, email text NOT NULL, message text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS search_misses (
     id serial PRIMARY KEY, query text NOT NULL, page text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
];

/** Opens the embedded PGlite database in `dataDir`, or Postgres at `databaseUrl`, and applies the schema. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<Database> {
  let db: Database;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    db = {
      driver: 'postgres',
      async query(sql, params = []) {
        return (await pool.query(sql, params)).rows;
      },
      close: () => pool.end(),
    };
    const client = await pool.connect();
    try {
      // One process migrates at a time when several start together.
      await client.query('SELECT pg_advisory_lock(4242)');
      for (const statement of MIGRATIONS) await client.query(statement);
    } finally {
      await client.query('SELECT pg_advisory_unlock(4242)').catch(() => undefined);
      client.release();
    }
    return db;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create({ dataDir: options.dataDir });
  db = {
    driver: 'pglite',
    async query(sql, params = []) {
      return (await lite.query(sql, params)).rows as never[];
    },
    close: () => lite.close(),
  };
  for (const statement of MIGRATIONS) await lite.exec(statement);
  return db;
}
