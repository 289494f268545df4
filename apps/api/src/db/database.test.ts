import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema.js';
import { postgresUrl } from '../testing/postgres-server.js';
import { StartupError } from './startup-error.js';

describe('the database', () => {
  it('the committed SQL migrations match the schema: drizzle-kit finds nothing left to generate', async () => {
    const folder = migrationsFolder();
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('the journal lists no migration');
    for (const entry of journal.entries) expect(readFileSync(join(folder, `${entry.tag}.sql`), 'utf8').length).toBeGreaterThan(0);
    const snapshot = JSON.parse(readFileSync(join(folder, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
    const fromSchema = generateDrizzleJson(schema as unknown as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, fromSchema)).toEqual([]);
  });

  it('an unreachable Postgres stops the start with one sentence naming the address, never the password', async () => {
    const failure = await openDatabase({ dataDir: '/nonexistent', databaseUrl: 'postgres://calchub:hunter2@127.0.0.1:1/calchub' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toBe(
      'Cannot connect to the database at postgres://calchub:***@127.0.0.1:1/calchub (ECONNREFUSED). Check DATABASE_URL and that the server is running.',
    );
  });

  it('a database missing on the Postgres server is named in the message', async () => {
    const url = postgresUrl('calchub_test_never_created');
    const failure = await openDatabase({ dataDir: '/nonexistent', databaseUrl: url }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toBe(
      `Cannot connect to the database at ${url} (database "calchub_test_never_created" does not exist). Check DATABASE_URL and that the server is running.`,
    );
  });
});
