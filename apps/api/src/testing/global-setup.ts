import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPostgres, usePglite } from '../db/database.js';
import { createPostgresDatabase } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The api bundle built for this run (server.mjs with its migrations), for the process tests. */
    bundlePath: string;
    /** A migrated PGlite data directory, dumped as a tar file, that test files load instead of migrating. */
    pgliteTemplate: string;
    /** A migrated database on the test Postgres server, copied by each test file. */
    postgresTemplate: string;
    /** A folder for the tests' files (site fixtures, data directories), removed after the run. */
    scratchDir: string;
  }
}

/**
 * Once per run: builds the real bundle (the process tests start what ships), and migrates one PGlite and one
 * Postgres database that the test files copy. Everything is removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Inside the repository (its git-ignored tmp/), so that the bundle's external packages resolve from node_modules.
  const scratch = fileURLToPath(new URL('../../../../tmp', import.meta.url));
  mkdirSync(scratch, { recursive: true });
  const workdir = mkdtempSync(join(scratch, 'api-test-'));

  // build.mjs is plain JavaScript with no types.
  const { bundleApi } = (await import('../../build.mjs' as string)) as { bundleApi: (outdir: string) => Promise<string> };
  const [bundlePath, pgliteTemplate, postgres] = await Promise.all([
    bundleApi(join(workdir, 'bundle')),
    (async () => {
      const database = await usePglite(await PGlite.create(), 'memory');
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const path = join(workdir, 'pglite-template.tar');
      writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
      await database.close();
      return path;
    })(),
    (async () => {
      const template = await createPostgresDatabase();
      await (await openPostgres(template.url)).close();
      return template;
    })(),
  ]);
  project.provide('bundlePath', bundlePath);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgres.name);
  const scratchDir = join(workdir, 'scratch');
  mkdirSync(scratchDir);
  project.provide('scratchDir', scratchDir);
  return async () => {
    await postgres.drop();
    rmSync(workdir, { recursive: true, force: true });
  };
}
