// A throw-away Redis for the PostgreSQL run of the API tests (the scale-out configuration uses
// it as the shared cache): redis-server from PATH on a free loopback port, no persistence,
// stopped and its folder removed afterwards. Optional: without redis-server the run goes on
// without Redis.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOnPath, freeLoopbackPort, sleep } from './processes.mjs';

/** Resolves to `{ url, description, stop }`, or undefined when redis-server is not installed. */
export async function startThrowawayRedis() {
  const redisServer = findOnPath('redis-server');
  if (!redisServer) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-redis-'));
  const log = join(dir, 'redis.log');
  const port = await freeLoopbackPort();
  // Its own process group: a Ctrl-C at the terminal reaches the tests, and stop() ends Redis
  // after them.
  const server = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--logfile', log],
    { cwd: dir, detached: true, stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => {
    server.once('error', resolve);
    server.once('exit', resolve);
  });
  let running = true;
  void exited.then(() => (running = false));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (running) {
      server.kill('SIGTERM');
      const killLater = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killLater);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  for (let waited = 0; !(await answersPing(port)); waited += 100) {
    if (!running || waited > 10_000) {
      const output = existsSync(log) ? readFileSync(log, 'utf8') : '';
      await stop();
      throw new Error(`redis-server did not start on 127.0.0.1:${port}\n${output}`.trim());
    }
    await sleep(100);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    description: `redis-server (${redisServer}) on 127.0.0.1:${port}`,
    stop,
  };
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}
