import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';

/** A server process started from the run's bundle, with what it printed. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` once listening. */
  readonly url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  readonly exited: Promise<number | string>;
}

/** Starts `node dist/server.mjs` with `env` (on top of a quiet, minimal environment). */
export function spawnServer(env: Record<string, string>): Omit<ServerProcess, 'url'> {
  const child = spawn(process.execPath, [inject('bundlePath')], {
    env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => (out += String(chunk)));
  child.stderr?.on('data', (chunk) => (err += String(chunk)));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/**
 * Starts a server and waits until it prints its address.
 * @param env - its environment (DATA_DIR or DATABASE_URL, ADMIN_KEY...)
 * @returns the running server
 * @throws when it exits or does not listen within 90 s
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env);
  const started = Date.now();
  for (;;) {
    const match = /CalcHub is running at http:\/\/[^:]+:(\d+)/.exec(server.stdout());
    if (match) return { ...server, url: `http://127.0.0.1:${match[1]}` };
    const exited = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 50))]);
    if (exited !== undefined) throw new Error(`the server exited (${String(exited)}): ${server.stderr()}`);
    if (Date.now() - started > 90_000) {
      server.child.kill('SIGKILL');
      throw new Error(`the server did not start: ${server.stdout()} ${server.stderr()}`);
    }
  }
}

/** Signs in over HTTP and returns the Cookie header. */
export async function signInOverHttp(url: string, key: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ key }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('no cookie');
  return cookie;
}
