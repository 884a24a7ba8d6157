import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CacheItemController } from './cache-item.controller';
import { CacheItemService } from './cache-item.service';
import { ContentCache } from './content-cache';
import { ContentController } from './content.controller';
import { ContentSeeder } from './content.seeder';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

/** Pages, navigation, settings, banners, deals and redirects for both sites (SPEC §2, §3, §7 'Content'). */
@Module({
  imports: [CatalogModule],
  controllers: [ContentController, CacheItemController],
  providers: [ContentService, ContentRepository, ContentCache, ContentSeeder, CacheItemService],
  exports: [ContentService],
})
export class ContentModule {}
