import { ApiProperty } from '@nestjs/swagger';

export class DependencyHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';
  /** How long the check took. */
  latencyMs!: number;
  /** Which engine answered (pglite or postgres). */
  engine?: string;
  /** Why the dependency is down, in general words (details are in the server's log, never here). */
  error?: string;
}

export class CacheHealthDto {
  /** 'degraded': the cache failed its last operation; answers are read from the database meanwhile. */
  @ApiProperty({ enum: ['up', 'degraded'] })
  status!: 'up' | 'degraded';
  @ApiProperty({ enum: ['memory', 'redis'] })
  engine!: 'memory' | 'redis';
}

export class HealthChecksDto {
  database!: DependencyHealthDto;
  cache!: CacheHealthDto;
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
  /** Seconds since the process started. */
  uptimeSeconds!: number;
}

export class ReadinessDto {
  /**
   * 'ok' and 'degraded' (the cache is down; every answer still comes, from the database) answer
   * 200; 'unavailable' (the database is down) and 'draining' (the process is stopping: requests are
   * still served for SHUTDOWN_DRAIN_MS, send new ones elsewhere) answer 503.
   */
  @ApiProperty({ enum: ['ok', 'degraded', 'unavailable', 'draining'] })
  status!: 'ok' | 'degraded' | 'unavailable' | 'draining';
  checks!: HealthChecksDto;
}
