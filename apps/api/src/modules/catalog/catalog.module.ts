import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CatalogSeeder } from './catalog.seeder';
import { CatalogService } from './catalog.service';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogSeeder],
  exports: [CatalogService],
})
export class CatalogModule {}
