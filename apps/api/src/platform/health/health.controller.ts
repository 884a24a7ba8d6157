import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LivenessDto, ReadinessDto } from './dto/health.dto';
import { HealthService, readinessStatusCode } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * Readiness for load balancers: 200 when the database answers (the cache may be degraded), 503
   * when it does not or the process is stopping. Also on the management port, which public traffic
   * cannot fill: point load balancers there (README).
   */
  @Get()
  @ApiResponse({ status: HttpStatus.SERVICE_UNAVAILABLE, type: ReadinessDto })
  async getReadiness(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessDto> {
    const result = await this.health.readiness();
    reply.status(readinessStatusCode(result));
    return result;
  }

  /** Liveness: the process is up and serving; no dependency is checked. */
  @Get('live')
  getLiveness(): LivenessDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }
}
