import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { CachedAnswers } from './cached-answers';
import { GracefulShutdown } from './graceful-shutdown';
import { ShutdownState } from './shutdown-state';

@Global()
@Module({
  providers: [
    CachedAnswers,
    ShutdownState,
    GracefulShutdown,
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
  exports: [CachedAnswers, ShutdownState],
})
export class HttpPlatformModule {}
