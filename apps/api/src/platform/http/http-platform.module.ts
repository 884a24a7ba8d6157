import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { CachedAnswers } from './cached-answers';
import { StorefrontAssets } from './storefront-assets';

@Global()
@Module({
  providers: [StorefrontAssets, CachedAnswers, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
  exports: [StorefrontAssets, CachedAnswers],
})
export class HttpPlatformModule {}
