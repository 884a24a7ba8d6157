import { Module } from '@nestjs/common';
import { CacheItemController } from './cache-item.controller';
import { CacheItemService } from './cache-item.service';
import { ContentCache } from './content-cache';
import { ContentController } from './content.controller';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

/** Pages, navigation, settings, banners, deals and redirects for both sites (SPEC §2, §3, §7 'Content'). */
@Module({
  controllers: [ContentController, CacheItemController],
  providers: [ContentService, ContentRepository, ContentCache, CacheItemService],
  exports: [ContentService],
})
export class ContentModule {}
