import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { ShutdownState } from '../src/platform/http/shutdown-state';
import { listenOnLoopback } from './support/listening-app';
import { listenManagement } from './support/management-port';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 26: with the public port's MAX_CONNECTIONS filled by slow-header connections, health and
 * readiness answered 0 of 45 probes (socket reset) and a load balancer would have taken every
 * process out of service at once. Health, readiness and metrics now have a listener of their own
 * (MANAGEMENT_PORT, loopback by default), and one client address may take only its share of the
 * public port (MAX_CONNECTIONS_PER_CLIENT). Caps are small here so the floods are.
 */
const PROBES = 20;
const ANSWER_WITHIN_MS = 5_000;

/** Opens a connection and sends half a request's headers, never the rest (a slow-header client). */
function slowHeaders(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      resolve(socket);
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

/** Keeps `count` slow-header connections open, reopening each one the server closes, until stopped. */
async function flood(
  port: number,
  count: number,
): Promise<{ closedByServer: () => number; stop: () => void }> {
  const open = new Set<Socket>();
  let stopped = false;
  let closedByServer = 0;
  const openOne = async (): Promise<void> => {
    const socket = await slowHeaders(port);
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (stopped) return;
      closedByServer += 1;
      // Reopened at once, as the probe's flood did (bounded: stops with the test).
      if (closedByServer < count * 20) void openOne();
    });
  };
  await Promise.all(Array.from({ length: count }, openOne));
  return {
    closedByServer: () => closedByServer,
    stop: () => {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

/** One GET on a new connection; its status, or the network error's code. */
function get(url: string, localAddress = '127.0.0.1'): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent: false, localAddress, timeout: ANSWER_WITHIN_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function probe(url: string, times: number): Promise<(number | string)[]> {
  const answers: (number | string)[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await get(url));
  return answers;
}

describe('the management port', () => {
  let t: TestApp;
  let management: string;
  let publicPort: number;
  beforeAll(async () => {
    t = await startTestApp({
      MAX_CONNECTIONS: '60',
      MAX_CONNECTIONS_PER_CLIENT: '0',
      OPERATOR_TOKEN: 'management-operator-token-0123456789',
    });
    publicPort = await listenOnLoopback(t);
    management = await listenManagement(t);
  });
  afterAll(() => t.close());

  it('answers health and readiness while a slow-header flood above MAX_CONNECTIONS holds the public port', async () => {
    const slow = await flood(publicPort, 90);
    try {
      // The public port is full: a probe there is refused, as the load balancer saw.
      const publicAnswers = await probe(`http://127.0.0.1:${publicPort}/api/health/live`, 3);
      expect(publicAnswers.filter((answer) => answer === 200)).toHaveLength(0);
      const live = await probe(`${management}/api/health/live`, PROBES);
      const ready = await probe(`${management}/api/health`, PROBES);
      expect({ live, ready }).toEqual({ live: Array(PROBES).fill(200), ready: Array(PROBES).fill(200) });
    } finally {
      slow.stop();
    }
  });

  it('serves Prometheus metrics: requests and latency by route, errors by code, database, cache, outbox and renewals', async () => {
    await t.http.get('/api/health/live').expect(200);
    await t.http.post('/api/get-products-stock').send({}).expect(400);
    await t.http
      .post('/api/operator/renewals/run')
      .set('Authorization', 'Bearer management-operator-token-0123456789')
      .expect(200);
    const res = await fetch(`${management}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live"/m,
    );
    expect(text).toMatch(/^http_errors_total\{code="VALIDATION_FAILED",status_code="400"\} [1-9]/m);
    expect(text).toMatch(/^database_up 1$/m);
    expect(text).toMatch(/^cache_up\{engine="(memory|redis)"\} 1$/m);
    expect(text).toMatch(/^order_events_pending_deliveries \d+$/m);
    expect(text).toMatch(/^order_events_oldest_due_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^renewal_runs_total\{result="completed"\} 1$/m);
    expect(text).toMatch(/^renewal_last_completed_timestamp_seconds [1-9]/m);
    expect(text).toMatch(/^process_resident_memory_bytes [1-9]/m);
    if (t.database.engine === 'postgres') expect(text).toMatch(/^database_pool_connections [1-9]/m);
  });

  it('says draining (503) once the process is stopping, while the public port still serves', async () => {
    await fetch(`${management}/api/health`).then((res) => expect(res.status).toBe(200));
    t.app.get(ShutdownState).beginDrain();
    for (const url of [`${management}/api/health`, `http://127.0.0.1:${publicPort}/api/health`]) {
      const res = await fetch(url);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'draining' });
    }
    const served = await fetch(`http://127.0.0.1:${publicPort}/api/health/live`);
    expect(served.status).toBe(200);
    // No client keeps a connection to a process that is about to close its listener.
    expect(served.headers.get('connection')).toBe('close');
  });
});

describe('the per-client connection cap on the public port', () => {
  let t: TestApp;
  let publicPort: number;
  beforeAll(async () => {
    t = await startTestApp({ MAX_CONNECTIONS: '60', MAX_CONNECTIONS_PER_CLIENT: '10' });
    publicPort = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it('keeps one address from taking every connection: another client is still served', async () => {
    const slow = await flood(publicPort, 90);
    try {
      // Past its 10, the flooding address's connections are closed at once (and reopened, and closed...).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(slow.closedByServer()).toBeGreaterThanOrEqual(80);
      // 127.0.0.2 is another loopback address: another client, as the server sees it.
      const other = await get(`http://127.0.0.1:${publicPort}/api/health/live`, '127.0.0.2');
      expect(other).toBe(200);
    } finally {
      slow.stop();
    }
  });
});
