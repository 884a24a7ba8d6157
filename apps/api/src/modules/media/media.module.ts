import { Module } from '@nestjs/common';
import { ImageTransformer } from './image-transformer';
import { MediaController } from './media.controller';
import { mediaFolder } from './media-folder';
import { MediaService } from './media.service';
import { MediaStaticFiles } from './media-static-files';
import { MEDIA_ROOT } from './media.tokens';
import { RemoteImageFetcher } from './remote-image-fetcher';

/** The shop's images: the media folder as files, and resized renditions at /api/images. */
@Module({
  controllers: [MediaController],
  providers: [
    { provide: MEDIA_ROOT, useFactory: mediaFolder },
    MediaService,
    MediaStaticFiles,
    ImageTransformer,
    RemoteImageFetcher,
  ],
  exports: [MediaService],
})
export class MediaModule {}
