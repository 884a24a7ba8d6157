import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { ManagementServer } from './management-server';

@Module({ imports: [HealthModule], providers: [ManagementServer], exports: [ManagementServer] })
export class ManagementModule {}
