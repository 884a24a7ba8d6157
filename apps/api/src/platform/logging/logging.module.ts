import { ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import type { Env } from '../config/env.schema';

/**
 * Structured JSON request logs (pino). Each line carries the request id Fastify assigned
 * (see requestIdFor), which is also echoed in the x-request-id response header.
 */
export const AppLoggingModule = LoggerModule.forRootAsync({
  inject: [ConfigService],
  useFactory: (config: ConfigService<Env, true>) => ({
    pinoHttp: {
      level: config.get('LOG_LEVEL', { infer: true }),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req: { id: string; method: string; url: string; headers: Record<string, string> }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          host: req.headers?.host,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  }),
});
