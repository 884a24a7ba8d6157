import { connect, type Socket } from 'node:net';
import { listenOnLoopback } from './support/listening-app';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Every request's work is bounded in time, and the number of connections in count, so slow or
 * idle clients cannot hold the server: found by probing (a body sent a byte every 10 s stayed
 * open past 200 s; ~20,000 such connections took every file descriptor and /api/health stopped
 * answering; SIGTERM waited 50 s for slow uploads). Deadlines here are short so the tests are;
 * every wait is bounded, and no assertion is about speed.
 */
const REQUEST_TIMEOUT_MS = 1_000;
/** How long a test waits at most for the server to act on a deadline (several times the deadline). */
const GRACE_MS = 8_000;

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
    // Read whatever the server answers (a 408, say), so its end of the connection is seen.
    socket.resume();
  });
}

/** Resolves true when the server closes the socket within `ms`, false otherwise. */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (socket.destroyed || socket.readableEnded) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    socket.once('close', done);
    socket.once('end', done);
    socket.once('error', done);
  });
}

async function liveOver(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health/live`, {
    signal: AbortSignal.timeout(GRACE_MS),
  });
  return res.status;
}

describe('request and connection limits', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), MAX_CONNECTIONS: '20' });
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it('cuts off a body trickled a byte at a time once the request timeout passes', async () => {
    const socket = await open(port);
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.write(
      'POST /api/get-products-stock HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      expect(await closedWithin(socket, GRACE_MS)).toBe(true);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('closes a connection that never sends its headers', async () => {
    const socket = await open(port);
    socket.on('error', () => undefined);
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: local');
    expect(await closedWithin(socket, GRACE_MS)).toBe(true);
    socket.destroy();
  });

  it('refuses connections past MAX_CONNECTIONS, drops the idle ones, and keeps answering', async () => {
    const sockets: Socket[] = [];
    for (let i = 0; i < 30; i += 1) {
      const socket = await open(port);
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
    try {
      const closed = await Promise.all(sockets.map((socket) => closedWithin(socket, GRACE_MS)));
      // The ten past the cap are refused at once, the twenty idle ones when the idle timeout passes.
      expect(closed.every(Boolean)).toBe(true);
      expect(await liveOver(port)).toBe(200);
    } finally {
      sockets.forEach((socket) => socket.destroy());
    }
  });
});

describe('shutdown deadline', () => {
  it('closes the connections of requests still open after SHUTDOWN_TIMEOUT_MS instead of waiting for them', async () => {
    const t = await startTestApp({ REQUEST_TIMEOUT_MS: '60000', SHUTDOWN_TIMEOUT_MS: '300' });
    const port = await listenOnLoopback(t);
    const upload = await open(port);
    upload.on('error', () => undefined);
    upload.write(
      'POST /api/get-products-stock HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    expect(await closedWithin(upload, GRACE_MS)).toBe(true);
    await closing;
  });
});
