import { ApiProperty } from '@nestjs/swagger';

export class DependencyHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';
  /** How long the check took. */
  latencyMs!: number;
  /** Which engine answered (pglite or postgres). */
  engine?: string;
  /** Why the dependency is down. */
  error?: string;
}

export class HealthChecksDto {
  database!: DependencyHealthDto;
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
  /** Seconds since the process started. */
  uptimeSeconds!: number;
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status!: 'ok' | 'unavailable';
  checks!: HealthChecksDto;
}
