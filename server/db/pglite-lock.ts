import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is PostgreSQL inside one process: two processes on one data directory would each write its files as if
 * alone and corrupt them. A server holds this file, created only when absent and holding its pid, while it runs.
 */
export const PGLITE_LOCK_FILE = 'server.lock';

/** Another live process holds the data directory; the message says what to do instead. */
export class PgliteLockError extends Error {}

export interface PgliteLock {
  /** Removes the file if it is still this process's; also done when the process exits. */
  release(): void;
}

function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the data directory (which must exist) for this process, or throws a PgliteLockError naming the process
 * that has it. A lock whose process is gone (killed, crashed) is taken over.
 */
export function lockPgliteDir(dataDir: string): PgliteLock {
  const file = join(dataDir, PGLITE_LOCK_FILE);
  if (!tryCreate(file)) {
    const pid = holder(file);
    if (isAlive(pid)) {
      throw new PgliteLockError(
        `The database in ${dataDir} is in use by another server process (pid ${pid}). Stop it, or give this one ` +
          `its own DATA_DIR, or use DATABASE_URL for several servers. If no such server runs, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
    if (!tryCreate(file)) throw new PgliteLockError(`The database in ${dataDir} was just taken by another process.`);
  }
  const release = () => {
    process.off('exit', release);
    if (holder(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
