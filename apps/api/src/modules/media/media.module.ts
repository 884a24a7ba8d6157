import { Module } from '@nestjs/common';
import { ImageTransformer } from './image-transformer';
import { MediaController } from './media.controller';
import { mediaFolder } from './media-folder';
import { MediaService } from './media.service';
import { MediaStaticFiles } from './media-static-files';
import { MEDIA_ROOT, TRANSFORM_CAPACITY } from './media.tokens';
import { RemoteImageFetcher } from './remote-image-fetcher';
import {
  IMAGE_BUSY_RETRY_AFTER_SECONDS,
  machineTransformCapacity,
  type TransformCapacity,
} from './transform-capacity';
import { TransformSlots } from './transform-slots';

/** The shop's images: the media folder as files, and resized renditions at /api/images. */
@Module({
  controllers: [MediaController],
  providers: [
    { provide: MEDIA_ROOT, useFactory: mediaFolder },
    { provide: TRANSFORM_CAPACITY, useFactory: machineTransformCapacity },
    {
      provide: TransformSlots,
      inject: [TRANSFORM_CAPACITY],
      useFactory: (capacity: TransformCapacity) =>
        new TransformSlots(capacity.slots, capacity.queue, IMAGE_BUSY_RETRY_AFTER_SECONDS),
    },
    MediaService,
    MediaStaticFiles,
    ImageTransformer,
    RemoteImageFetcher,
  ],
  exports: [MediaService],
})
export class MediaModule {}
