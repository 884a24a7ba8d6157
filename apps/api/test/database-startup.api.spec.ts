import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/create-app';
import { lockPathOf, ownerPathOf } from '../src/platform/database/data-dir-lock';
import { StartupError } from '../src/platform/errors/startup-error';

/**
 * Start-up with the database's own problems: each stops start-up with a StartupError that names the
 * setting and says why, never a hang and never an opaque ErrnoError. A PGlite data folder serves one
 * process: a second one on the same DATA_DIR is refused, naming the first.
 */
const quiet = {
  LOG_LEVEL: 'silent',
  SEED: 'false',
  REDIS_URL: '',
  STOREFRONT_DIR: '/nonexistent/storefront',
};

/** The error start-up failed with; an app that started after all is closed, so no test leaves one open. */
async function startOrFail(overrides: Record<string, string>): Promise<unknown> {
  return createApp(overrides).then(
    async (app) => {
      await app.close();
      return 'started';
    },
    (error: unknown) => error,
  );
}

describe('start-up on the embedded database', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'shop-startup-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses a second process on the same DATA_DIR, naming the first; the folder is free again once it stops', async () => {
    const dataDir = join(scratch, 'data');
    const first = await createApp({ ...quiet, DATABASE_URL: '', DATA_DIR: dataDir });
    await first.init();
    try {
      const second = await startOrFail({ ...quiet, DATABASE_URL: '', DATA_DIR: dataDir });
      expect(second).toBeInstanceOf(StartupError);
      expect((second as Error).message).toMatch(
        new RegExp(`DATA_DIR '${dataDir}' is in use by another API process \\(pid ${process.pid} `),
      );
    } finally {
      await first.close();
    }
    const third = await createApp({ ...quiet, DATABASE_URL: '', DATA_DIR: dataDir });
    await third.close();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = join(scratch, 'data');
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    mkdirSync(lockPathOf(dataDir), { recursive: true });
    writeFileSync(
      ownerPathOf(dataDir),
      JSON.stringify({
        pid: Number(gone),
        host: require('node:os').hostname(),
        startedAt: '2026-01-01T00:00:00Z',
      }),
    );
    const app = await createApp({ ...quiet, DATABASE_URL: '', DATA_DIR: dataDir });
    await app.close();
  });

  it('names DATA_DIR and says why when the folder cannot be made', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const failure = await startOrFail({ ...quiet, DATABASE_URL: '', DATA_DIR: join(file, 'data') });
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(
      /Cannot open the embedded database in DATA_DIR '.*a-file\/data': part of the path is a file, not a folder \(ENOTDIR\)/,
    );
  });
});

describe('start-up on a PostgreSQL server', () => {
  let silent: Server;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never says a word, like a wedged server or a wrong port behind a proxy.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up on a server that never answers after DATABASE_CONNECT_TIMEOUT_MS, naming DATABASE_URL without its password', async () => {
    const failure = await startOrFail({
      ...quiet,
      DATABASE_URL: `postgres://shop:do-not-print-me@127.0.0.1:${port}/shop`,
      DATABASE_CONNECT_TIMEOUT_MS: '300',
    });
    expect(failure).toBeInstanceOf(StartupError);
    const message = (failure as Error).message;
    expect(message).toContain(`DATABASE_URL 'postgres://shop:***@127.0.0.1:${port}/shop'`);
    expect(message).not.toContain('do-not-print-me');
  });

  it('names DATABASE_URL when nothing listens there', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await startOrFail({
      ...quiet,
      DATABASE_URL: `postgres://shop@127.0.0.1:${closedPort}/shop`,
    });
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(
      /Cannot reach the PostgreSQL server at DATABASE_URL .*ECONNREFUSED/,
    );
  });
});
