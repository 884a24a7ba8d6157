import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { StorefrontAssets } from './storefront-assets';

@Global()
@Module({
  providers: [StorefrontAssets, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
  exports: [StorefrontAssets],
})
export class HttpPlatformModule {}
