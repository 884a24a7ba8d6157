import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';
import { SiteResolver } from './site-resolver';

@Module({
  controllers: [SiteController],
  providers: [SiteResolver],
  exports: [SiteResolver],
})
export class SiteModule {}
