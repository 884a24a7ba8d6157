// Issue 26 part 4: on SIGTERM the API closed its listener at once, and connections still waiting
// to be accepted were reset (15, 5 and 50 ECONNRESET in three runs). Now readiness answers 503
// ('draining') for SHUTDOWN_DRAIN_MS while requests are still served, then the listener closes.
// A steady stream of requests goes through a SIGTERM, sent by a stand-in load balancer that stops
// routing to the process shortly after readiness says 503, as a real one does.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { networkCodeOf, startApiChild } from './built-api-child.mjs';

const DRAIN_MS = 2_000;
const WORKERS = 4;
/** How often the stand-in load balancer probes readiness, and how long it takes to stop routing. */
const PROBE_EVERY_MS = 100;
const LB_REACTION_MS = 500;
const EXIT_WITHIN_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM under a steady stream of requests', () => {
  let api;
  beforeAll(async () => {
    api = await startApiChild('sigterm', { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  });
  afterAll(() => api?.dispose());

  it('drains first (readiness 503, requests still served), then stops: zero resets, every request answered', async () => {
    let routing = true;
    let signalledAt = 0;
    let drainingSeenAt;
    const answers = [];
    const paths = [
      '/api/health/live',
      '/api/ecom/v1.0/get-product-by-handle?handle=dog-adult-chicken-barley-dry',
    ];
    const worker = async (offset) => {
      for (let i = offset; routing; i += 1) {
        const at = Date.now();
        try {
          const res = await fetch(`${api.url}${paths[i % paths.length]}`, {
            signal: AbortSignal.timeout(15_000),
          });
          await res.arrayBuffer();
          answers.push({ at, status: res.status });
        } catch (error) {
          answers.push({ at, status: 0, code: networkCodeOf(error) });
        }
      }
    };
    const loadBalancer = async () => {
      while (routing) {
        const res = await fetch(`${api.managementUrl}/api/health`).catch(() => undefined);
        const body = await res?.json().catch(() => undefined);
        if (signalledAt && res?.status === 503 && body?.status === 'draining') {
          drainingSeenAt ??= Date.now();
          await sleep(LB_REACTION_MS);
          routing = false;
          return;
        }
        await sleep(PROBE_EVERY_MS);
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
    const balancer = loadBalancer();

    await sleep(1_000);
    signalledAt = Date.now();
    process.kill(api.pid, 'SIGTERM');
    // Bounded: routing stops once draining is seen, or here.
    const giveUp = setTimeout(() => (routing = false), DRAIN_MS + 5_000);
    await Promise.all([balancer, ...workers]);
    clearTimeout(giveUp);
    const exit = await Promise.race([api.exited, sleep(EXIT_WITHIN_MS).then(() => 'still running')]);

    const failures = answers.filter((a) => a.status !== 200);
    const summary = {
      requests: answers.length,
      ok: answers.length - failures.length,
      resets: failures.filter((a) => ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(a.code)).length,
      'other failures': failures.filter((a) => !['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(a.code))
        .length,
      'sent after SIGTERM (during the drain)': answers.filter((a) => a.at >= signalledAt).length,
      'served after SIGTERM': answers.filter((a) => a.at >= signalledAt && a.status === 200).length,
      'readiness 503 after (ms)': drainingSeenAt ? drainingSeenAt - signalledAt : 'never',
      exit,
    };
    process.stdout.write(`SIGTERM probe: ${JSON.stringify(summary)}\n`);

    expect(drainingSeenAt).toBeDefined();
    expect(summary.resets).toBe(0);
    expect(failures).toEqual([]);
    expect(summary['served after SIGTERM']).toBeGreaterThan(0);
    // Readiness said 503 well before the listener closed (the drain), and the process then ended.
    expect(drainingSeenAt - signalledAt).toBeLessThan(DRAIN_MS - LB_REACTION_MS);
    expect(exit).not.toBe('still running');
    const messages = api.logLines().map((line) => String(line.msg ?? ''));
    expect(messages.some((m) => m.includes(`SIGTERM: readiness answers 503 for ${DRAIN_MS} ms`))).toBe(true);
  });
});
