import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { CachedAnswers } from './cached-answers';
import { ShutdownDeadline } from './shutdown-deadline';

@Global()
@Module({
  providers: [CachedAnswers, ShutdownDeadline, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
  exports: [CachedAnswers],
})
export class HttpPlatformModule {}
