import { Module } from '@nestjs/common';
import { ContentCache } from './content-cache';
import { ContentController } from './content.controller';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

/** Pages, navigation, settings, banners, deals and redirects for both sites (SPEC §2, §3, §7 'Content'). */
@Module({
  controllers: [ContentController],
  providers: [ContentService, ContentRepository, ContentCache],
  exports: [ContentService],
})
export class ContentModule {}
