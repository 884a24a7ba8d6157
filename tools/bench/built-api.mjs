// Starts the built API (dist/apps/api) for the bench tools: a private copy of the build, a free
// loopback port, a throw-away PGlite folder, its output in a log file, and readiness awaited.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * `scratch` holds the copy, the data folder and `{name}.log`; `env` adds to the defaults (quiet,
 * seeded, no Redis). Answers { url, pid, logFile, exited, stop }; `exited` resolves to the child's
 * { code, signal } when it ends.
 */
export async function startBuiltApi({ build = resolve('dist/apps/api'), scratch, name, env = {} }) {
  if (!existsSync(join(build, 'main.js')))
    throw new Error(`${build}/main.js is missing: run npx nx build api first`);
  // A private copy of the build (with its migrations and media), so a rebuild during the run
  // cannot swap files under the running server.
  const copy = join(scratch, `${name}-build`);
  cpSync(build, copy, { recursive: true });
  const port = await freePort();
  const logFile = join(scratch, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(copy, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Staff sign-in through the in-process development provider (no real OIDC_ISSUER here).
      OIDC_DEV_PROVIDER: 'true',
      // The copy lives outside the workspace; its packages still come from the workspace's node_modules.
      NODE_PATH: resolve('node_modules'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(scratch, `${name}-data`),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SEED: 'true',
      // Several APIs may run at once (a free management port each), and stopping one waits for
      // no load balancer.
      MANAGEMENT_PORT: '0',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both into one file, neither ending it: the first to end would make the other's last lines
  // (a crash's stack, written as the process dies) a write after end.
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid, logFile, exited, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the API did not become ready; its log:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}
