import { Global, Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { SiteController } from './site.controller';
import { SiteOrigins } from './site-origins';
import { SiteResolver } from './site-resolver';

/**
 * Which site a request is for, and each site's public origin. Global because every module's CSRF
 * check and every mail link reads SiteOrigins.
 */
@Global()
@Module({
  imports: [PaymentsModule],
  controllers: [SiteController],
  providers: [SiteResolver, SiteOrigins],
  exports: [SiteResolver, SiteOrigins],
})
export class SiteModule {}
