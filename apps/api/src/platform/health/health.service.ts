import { Injectable, Optional } from '@nestjs/common';
import { InFlight } from '../cache/in-flight';
import { SharedCache } from '../cache/shared-cache';
import { DatabaseStatus } from '../database/database.module';
import { ShutdownState } from '../http/shutdown-state';
import type { ReadinessDto } from './dto/health.dto';

/**
 * How long (ms) a successful database ping is reused by readiness. Load balancers and
 * orchestrators probe readiness often, several of them per instance, and with the embedded
 * PGlite a ping is 0.3-0.5 ms of CPU on the one event loop (see docs/perf.md). Reusing a success
 * for a second makes a burst of probes cost one ping while an outage still shows within a
 * second. Failures are never reused: the next probe pings again, so recovery shows at once too.
 */
export const READINESS_PING_TTL_MS = 1_000;

/** What readiness says when the database does not answer. */
export const DATABASE_DOWN = 'The database did not answer';

interface PingResult {
  /** When the ping finished (performance.now()). */
  at: number;
  latencyMs: number;
  error?: string;
}

@Injectable()
export class HealthService {
  /** The last successful ping, reused for READINESS_PING_TTL_MS. */
  private lastSuccess: PingResult | undefined;
  /** The ping under way: probes arriving meanwhile share it instead of pinging again. */
  private readonly pings = new InFlight<PingResult>();

  constructor(
    private readonly database: DatabaseStatus,
    private readonly cache: SharedCache,
    @Optional() private readonly shutdown?: ShutdownState,
  ) {}

  /**
   * 'ok' or 'degraded' (200), 'unavailable' when the database does not answer and 'draining' once
   * the process is stopping (503 both): a load balancer takes it out of rotation before it stops.
   */
  async readiness(): Promise<ReadinessDto> {
    const [result, cache] = await Promise.all([this.ping(), this.cache.status()]);
    const draining = this.shutdown?.draining === true;
    if (result.error === undefined) {
      const database = { status: 'up' as const, engine: this.database.engine, latencyMs: result.latencyMs };
      const status = draining ? 'draining' : cache.status === 'up' ? 'ok' : 'degraded';
      return { status, checks: { database, cache } };
    }
    // The driver's text (host names, user names, SQL states) is for the log, not for any caller.
    const database = { status: 'down' as const, latencyMs: result.latencyMs, error: DATABASE_DOWN };
    return { status: draining ? 'draining' : 'unavailable', checks: { database, cache } };
  }

  private ping(): Promise<PingResult> {
    const last = this.lastSuccess;
    if (last) {
      const age = performance.now() - last.at;
      if (age >= 0 && age < READINESS_PING_TTL_MS) return Promise.resolve(last);
      this.lastSuccess = undefined;
    }
    return this.pings.run('database', () => this.pingNow());
  }

  private async pingNow(): Promise<PingResult> {
    const started = performance.now();
    try {
      await this.database.ping();
      const at = performance.now();
      const result = { at, latencyMs: round(at - started) };
      this.lastSuccess = result;
      return result;
    } catch (error) {
      const at = performance.now();
      // DatabaseStatus has logged it (once per outage).
      this.lastSuccess = undefined;
      return { at, latencyMs: round(at - started), error: (error as Error).message };
    }
  }
}

/** The HTTP status a readiness answer is sent with. */
export function readinessStatusCode(readiness: ReadinessDto): number {
  return readiness.status === 'ok' || readiness.status === 'degraded' ? 200 : 503;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
