import type { FastifyInstance } from 'fastify';
import { Server } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
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

/**
 * How long a SIGTERM'd process keeps answering, with readiness off and every connection closed after its answer,
 * before it stops listening: a proxy in front learns to send its requests elsewhere, and holds no idle connection
 * to this process that it could send a request on just as the process stops (see plugins/app/draining.ts). SIGINT,
 * Ctrl-C at a terminal, skips it.
 */
const DRAIN_MS = 1_000;
/** How long the whole shutdown may take before the process exits anyway. */
const CLOSE_LIMIT_MS = 10_000;

/** Waits until no request has been in flight for two looks in a row, 20 ms apart. */
async function requestsAnswered(): Promise<void> {
  for (let quiet = 0; quiet < 2; quiet = app.requestsInFlight === 0 ? quiet + 1 : 0) await delay(20);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    process.stdout.write(`CalcHub is shutting down (${signal})…\n`);
    const timer = setTimeout(() => {
      process.stderr.write(`CalcHub did not close within ${CLOSE_LIMIT_MS / 1000} seconds; exiting.\n`);
      process.exit(1);
    }, CLOSE_LIMIT_MS);
    timer.unref();
    // Readiness off and connections closed after each answer; then stop listening, without closing the connections
    // already accepted (a request may be on its way on one), and let the requests in flight finish; then close the
    // connections left, end the agents' runs and close the database.
    app.drain();
    const drained = signal === 'SIGTERM' ? delay(DRAIN_MS) : Promise.resolve();
    drained
      .then(() => {
        // net.Server's close: http.Server's would also close every connection without a request in flight.
        Server.prototype.close.call(app.server);
        return requestsAnswered();
      })
      .then(() => app.close())
      .then(
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
