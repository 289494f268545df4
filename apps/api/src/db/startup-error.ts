/**
 * A problem that stops the server from starting and that the operator can fix (a port in use, a data directory
 * that cannot be written, a database that cannot be reached). The server prints `message` as one line and exits;
 * no stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
