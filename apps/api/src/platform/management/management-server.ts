import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from '../config/env.schema';
import { StartupError } from '../errors/startup-error';
import { HealthService, readinessStatusCode } from '../health/health.service';
import { Metrics } from '../metrics/metrics';

/**
 * The management port's own bounds. Its clients are a few load balancers and a Prometheus: a small
 * cap and short deadlines keep even a misbehaving one from holding it.
 */
const MAX_MANAGEMENT_CONNECTIONS = 64;
const MANAGEMENT_REQUEST_TIMEOUT_MS = 10_000;
const MANAGEMENT_HEADERS_TIMEOUT_MS = 5_000;

/** The paths it answers: the public port's health paths, so a load balancer changes only its port. */
export const MANAGEMENT_PATHS = {
  readiness: '/api/health',
  liveness: '/api/health/live',
  metrics: '/metrics',
} as const;

/**
 * Health, readiness and Prometheus metrics on MANAGEMENT_PORT, a listener of its own bound to
 * MANAGEMENT_HOST (127.0.0.1 unless set): the public port's connection cap (MAX_CONNECTIONS) can be
 * filled by a flood of slow clients, and then a load balancer probing there sees every process
 * dead at once. This port's connections are not counted there, and public traffic does not reach
 * it. A plain Node server, not a second Fastify: three read-only answers need no framework. main.ts
 * starts it (tests that want it call listen()); the app's shutdown closes it, after the drain.
 */
@Injectable()
export class ManagementServer implements OnApplicationShutdown {
  private readonly logger = new Logger('Management');
  private server: Server | undefined;

  constructor(
    private readonly health: HealthService,
    private readonly metrics: Metrics,
    private readonly config: ConfigService<Env, true>,
  ) {}

  /** Listens on MANAGEMENT_HOST:MANAGEMENT_PORT (overridable); answers the address it got. */
  async listen(
    port = this.config.get('MANAGEMENT_PORT', { infer: true }),
    host = this.config.get('MANAGEMENT_HOST', { infer: true }),
  ): Promise<AddressInfo> {
    const server = createServer(
      {
        requestTimeout: MANAGEMENT_REQUEST_TIMEOUT_MS,
        headersTimeout: MANAGEMENT_HEADERS_TIMEOUT_MS,
        connectionsCheckingInterval: 1_000,
      },
      (request, response) => void this.answer(request, response),
    );
    server.maxConnections = MAX_MANAGEMENT_CONNECTIONS;
    server.setTimeout(MANAGEMENT_REQUEST_TIMEOUT_MS);
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new StartupError(
            `Cannot listen on MANAGEMENT_HOST:MANAGEMENT_PORT ${host}:${port} (${error.code ?? error.message}): pick another MANAGEMENT_PORT, or 0 for a free one`,
          ),
        ),
      );
      server.listen(port, host, () => resolve());
    });
    server.on('error', (error) => this.logger.error(`Management server: ${error.message}`));
    this.server = server;
    return server.address() as AddressInfo;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return send(response, 405, 'application/json', error(405, 'METHOD_NOT_ALLOWED', 'Only GET'));
      }
      switch (path) {
        case MANAGEMENT_PATHS.readiness: {
          const readiness = await this.health.readiness();
          return send(
            response,
            readinessStatusCode(readiness),
            'application/json',
            JSON.stringify(readiness),
          );
        }
        case MANAGEMENT_PATHS.liveness:
          return send(
            response,
            200,
            'application/json',
            JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
          );
        case MANAGEMENT_PATHS.metrics: {
          const { contentType, text } = await this.metrics.exposition();
          return send(response, 200, contentType, text);
        }
        default:
          return send(response, 404, 'application/json', error(404, 'NOT_FOUND', `No ${path} here`));
      }
    } catch (failure) {
      this.logger.error(`Management ${path} failed: ${(failure as Error).stack ?? String(failure)}`);
      send(
        response,
        500,
        'application/json',
        error(500, 'INTERNAL_ERROR', 'Something went wrong on our side'),
      );
    }
  }
}

function error(statusCode: number, code: string, message: string): string {
  return JSON.stringify({ statusCode, code, message });
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, {
    'content-type': contentType.includes('charset') ? contentType : `${contentType}; charset=utf-8`,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}
