import { Injectable } from '@nestjs/common';
import { DatabaseStatus } from '../database/database.module';
import type { ReadinessDto } from './dto/health.dto';

@Injectable()
export class HealthService {
  constructor(private readonly database: DatabaseStatus) {}

  async readiness(): Promise<ReadinessDto> {
    const started = performance.now();
    try {
      await this.database.ping();
      const database = { status: 'up' as const, engine: this.database.engine, latencyMs: elapsed(started) };
      return { status: 'ok', checks: { database } };
    } catch (error) {
      const database = { status: 'down' as const, latencyMs: elapsed(started), error: (error as Error).message };
      return { status: 'unavailable', checks: { database } };
    }
  }
}

function elapsed(since: number): number {
  return Math.round((performance.now() - since) * 10) / 10;
}
