import { Injectable } from '@nestjs/common';
import { DatabaseStatus } from '../database/database.module';
import type { ReadinessDto } from './dto/health.dto';

/**
 * How long (ms) a successful database ping is reused by readiness. Load balancers and
 * orchestrators probe readiness often, several of them per instance, and with the embedded
 * PGlite a ping is 0.3-0.5 ms of CPU on the one event loop (see docs/perf.md). Reusing a success
 * for a second makes a burst of probes cost one ping while an outage still shows within a
 * second. Failures are never reused: the next probe pings again, so recovery shows at once too.
 */
export const READINESS_PING_TTL_MS = 1_000;

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
  private inFlight: Promise<PingResult> | undefined;

  constructor(private readonly database: DatabaseStatus) {}

  async readiness(): Promise<ReadinessDto> {
    const result = await this.ping();
    if (result.error === undefined) {
      const database = { status: 'up' as const, engine: this.database.engine, latencyMs: result.latencyMs };
      return { status: 'ok', checks: { database } };
    }
    const database = { status: 'down' as const, latencyMs: result.latencyMs, error: result.error };
    return { status: 'unavailable', checks: { database } };
  }

  private ping(): Promise<PingResult> {
    const last = this.lastSuccess;
    if (last) {
      const age = performance.now() - last.at;
      if (age >= 0 && age < READINESS_PING_TTL_MS) return Promise.resolve(last);
      this.lastSuccess = undefined;
    }
    this.inFlight ??= this.pingNow().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
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
      this.lastSuccess = undefined;
      return { at, latencyMs: round(at - started), error: (error as Error).message };
    }
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
