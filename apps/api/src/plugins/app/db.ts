import fp from 'fastify-plugin';
import { openDatabase, type AppDatabase, type Database } from '../../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open, migrated database (driver, health check, close). */
    database: Database;
    /** Its drizzle query builder, the same on PGlite and PostgreSQL. */
    db: AppDatabase;
  }
}

/**
 * Opens the database named by the configuration (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR),
 * applies pending migrations once under an advisory lock, and closes it with the app. Tests pass an open one.
 */
export default fp<{ database?: Database | undefined }>(
  async (fastify, options) => {
    const database =
      options.database ?? (await openDatabase({ dataDir: fastify.config.dataDir, databaseUrl: fastify.config.databaseUrl }));
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
    fastify.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db', dependencies: ['env'] },
);
