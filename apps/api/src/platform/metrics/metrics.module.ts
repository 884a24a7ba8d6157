import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** Global like the database: any part of the platform, a module or a flow may add a metric. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
