import { accessSync, constants, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './startup-error.js';

const LOCK_FILE = 'calchub.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes sure DATA_DIR exists and is writable, and claims it for this process: PGlite allows one process per data
 * directory, so a second server on the same folder stops with a clear message instead of corrupting it. A lock
 * left by a killed process is taken over.
 * @param dataDir - the absolute DATA_DIR
 * @returns a function that releases the claim
 * @throws StartupError naming the folder and what is wrong with it
 * @example
 * const release = claimDataDir('/srv/calchub/.data'); // writes /srv/calchub/.data/calchub.pid
 * release(); // removes it
 */
export function claimDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new StartupError(
      `The data directory ${dataDir} cannot be created or written (${code}). Set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
  }
  const lockPath = join(dataDir, LOCK_FILE);
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      throw new StartupError(`The data directory ${dataDir} cannot be written (${code}). Set DATA_DIR to a folder this user can write.`);
    }
    const owner = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new StartupError(
        `The data directory ${dataDir} is in use by another CalcHub server (process ${owner}). The embedded database allows one process per folder; stop it, choose another DATA_DIR, or use DATABASE_URL to run several servers.`,
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}
