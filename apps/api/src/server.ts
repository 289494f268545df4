import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, readConfig } from './config.js';
import { openDatabase } from './database.js';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const config = readConfig(process.env, workspaceRoot);
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EROFS' || code === 'ENOTDIR' || code === 'EPERM') {
      throw new ConfigError(`DATA_DIR ${config.dataDir} is not a writable folder (${code}). Set DATA_DIR to a folder this user can write.`);
    }
    if (config.databaseUrl) throw new ConfigError(`Cannot connect to DATABASE_URL: ${(error as Error).message}`);
    throw error;
  }
  const app = await buildApp(config, db);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`Port ${config.port} is already in use. Stop the other server or set PORT to a free port.`);
    }
    throw error;
  }
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`CalcHub is running at http://${shown}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port} (database: ${db.driver})`);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.close().then(() => db.close()).then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`CalcHub could not start: ${error.message}`);
  else console.error('CalcHub could not start:', error);
  process.exit(1);
});
