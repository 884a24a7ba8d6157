// Small process helpers for the test runner's throw-away servers. Node's built-ins only.
import { accessSync, constants, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** A TCP port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The full path of an executable found on PATH, or undefined. */
export function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const isRoot = () => process.getuid?.() === 0;

/** A set-up problem whose message alone tells the reader what to do (no stack trace needed). */
export class SetupError extends Error {}
