import { Logger } from '@nestjs/common';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { lock } from 'proper-lockfile';
import { StartupError } from '../errors/startup-error';

/**
 * A lock not refreshed for this long belongs to a process that died without releasing it. Long,
 * because PGlite's start-up can hold the event loop (and so the refresh) for many seconds on a
 * busy machine, and a live holder must never look dead; a holder that died on this host is taken
 * over at once anyway (its pid is gone).
 */
const STALE_MS = 120_000;
const REFRESH_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** The lock sits beside the data folder, never in it: PGlite owns what is inside. */
export function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** Who holds the lock, beside it (the lock directory itself must stay empty to be released). */
export function ownerPathOf(dataDir: string): string {
  return `${lockPathOf(dataDir)}.json`;
}

/**
 * Takes the data folder for this process alone. PGlite is one process's embedded database: two API
 * processes on one folder would both write to it and corrupt it (a second `npm start` used to start
 * and serve beside the first). The lock is a directory made atomically next to the folder
 * (proper-lockfile), kept fresh while the process runs, and it names its owner so the refusal can
 * say which process holds it. A lock left by a process that has died is taken over. Answers a
 * function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = lockPathOf(dataDir);
  try {
    return await acquire(dataDir, lockPath);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    const owner = readOwner(ownerPathOf(dataDir));
    if (owner && owner.host === hostname() && !isAlive(owner.pid)) {
      rmSync(lockPath, { recursive: true, force: true });
      return acquire(dataDir, lockPath);
    }
    throw new StartupError(
      `DATA_DIR '${dataDir}' is in use by another API process` +
        (owner ? ` (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt})` : '') +
        '. The embedded database serves one process: stop that one, choose another DATA_DIR, or set ' +
        'DATABASE_URL so several processes share a PostgreSQL server.',
    );
  }
}

async function acquire(dataDir: string, lockPath: string): Promise<() => Promise<void>> {
  const release = await lock(dataDir, {
    lockfilePath: lockPath,
    realpath: false,
    stale: STALE_MS,
    update: REFRESH_MS,
    retries: 0,
    onCompromised: (error) =>
      new Logger('Database').error(`The lock on DATA_DIR '${dataDir}' was lost: ${error.message}`),
  });
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  writeFileSync(ownerPathOf(dataDir), JSON.stringify(owner));
  return async () => {
    rmSync(ownerPathOf(dataDir), { force: true });
    await release();
  };
}

function readOwner(file: string): LockOwner | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
