import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { EarlyAnswers } from './early-answers';
import { StorefrontAssets } from './storefront-assets';

@Global()
@Module({
  providers: [StorefrontAssets, EarlyAnswers, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
  exports: [StorefrontAssets, EarlyAnswers],
})
export class HttpPlatformModule {}
