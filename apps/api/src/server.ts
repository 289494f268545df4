import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { StartupError } from './db/startup-error.js';

// The process entry: read the configuration, build the app, listen, and close gracefully on SIGINT/SIGTERM.
// Problems an operator can fix are printed as one line each, without a stack trace, and exit with code 1.

function fail(message: string): never {
  process.stderr.write(`CalcHub could not start: ${message}\n`);
  process.exit(1);
}

function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): string | undefined {
  if (error.code === 'EADDRINUSE') return `port ${port} is already in use on ${host}. Stop the other server or set PORT to a free port.`;
  if (error.code === 'EACCES') return `port ${port} needs more privileges than this user has. Set PORT to 1024 or above.`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') return `HOST ${host} is not an address of this machine.`;
  return undefined;
}

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(`the configuration is invalid:\n  - ${error.problems.join('\n  - ')}`);
  throw error;
}

let app: FastifyInstance;
try {
  app = await buildApp(config, { terminal: process.stdout.isTTY === true });
} catch (error) {
  if (error instanceof StartupError) fail(error.message);
  process.stderr.write(`CalcHub could not start: ${(error as Error).message}\n`);
  process.exit(1);
}

try {
  await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `CalcHub is listening at ${address}` });
} catch (error) {
  await app.close().catch(() => undefined);
  fail(listenProblem(error as NodeJS.ErrnoException, config.host, config.port) ?? (error as Error).message);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
process.stdout.write(
  `CalcHub is running at http://${shown}:${port} (database: ${app.database.driver === 'pglite' ? `PGlite in ${app.database.location}` : app.database.location})\n`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    process.stdout.write(`CalcHub is shutting down (${signal})…\n`);
    // Stop accepting connections, let requests in flight finish, close the database; give up after 10 s.
    const timer = setTimeout(() => {
      process.stderr.write('CalcHub did not close within 10 seconds; exiting.\n');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => {
        process.stdout.write('CalcHub stopped.\n');
        process.exit(0);
      },
      (error: Error) => {
        process.stderr.write(`CalcHub did not close cleanly: ${error.message}\n`);
        process.exit(1);
      },
    );
  });
}
