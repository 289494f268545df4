import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The Postgres server the tests use (trust auth); every database they create is dropped after. */
const TEST_POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `postgres://.../<name>` on the test server. */
export function postgresUrl(database: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a database `calchub_test_<random>` (empty, or a copy of `template`); returns its url and how to drop it. */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `calchub_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { url: postgresUrl(name), name, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
