import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { SiteController } from './site.controller';
import { SiteResolver } from './site-resolver';

@Module({
  imports: [PaymentsModule],
  controllers: [SiteController],
  providers: [SiteResolver],
  exports: [SiteResolver],
})
export class SiteModule {}
