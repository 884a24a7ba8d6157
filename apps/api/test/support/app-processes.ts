import { fork } from 'node:child_process';
import { join } from 'node:path';

export interface AppProcess {
  readonly url: string;
  /** How the process ended: its exit code, or the signal that killed it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, if it is still running. */
  kill(): void;
}

/** Long enough for SWC to compile the app from source on a busy two-core machine. */
const START_TIMEOUT_MS = 150_000;

/**
 * The app from source in a child process of its own (SWC compiles it on require, as Jest does), on
 * a free loopback port, with `env` on top of this process's environment and NODE_ENV=test (which
 * lets TEST_CRASH_AT kill it at a named point). For tests of what another process finds after one
 * dies; give it a database another process can share (PostgreSQL).
 */
export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const apiRoot = join(__dirname, '../..');
  const child = fork(join(__dirname, 'app-process.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(apiRoot, 'tsconfig.json'),
      NODE_ENV: 'test',
      NODE_OPTIONS: '',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      kill();
      reject(new Error(`the app process did not start within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { url?: string; error?: string }) => {
      clearTimeout(timer);
      if (message.url) resolve({ url: message.url, exited, kill });
      else {
        kill();
        reject(new Error(`the app process failed to start: ${message.error}`));
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the app process ended before it was ready (${signal ?? code})`));
    });
  });
}
