import { Controller, Get, Headers, Res, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ImageQueryDto } from './dto/image-query.dto';
import { ImageBusyFilter } from './image-busy.filter';
import { ImageParams } from './image-params.decorator';
import { sendRendition } from './image-reply';
import { IMAGE_CONTENT_TYPES, MediaService } from './media.service';
import { OPTIMIZED_IMAGE_DESCRIPTION } from './optimized-image.openapi';

const BINARY = { schema: { type: 'string', format: 'binary' } };

@ApiTags('media')
@Controller('images')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** One rendition of an image, resized and converted, cached for a year (the URL is the key). */
  @Get()
  @ApiOperation({ description: OPTIMIZED_IMAGE_DESCRIPTION })
  @ApiQuery({ type: ImageQueryDto })
  @UseFilters(ImageBusyFilter)
  @ApiOkResponse({
    description: 'The image bytes',
    content: Object.fromEntries(IMAGE_CONTENT_TYPES.map((type) => [type, BINARY])),
  })
  @ApiResponse({ status: 304, description: 'The If-None-Match ETag is current' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      'INVALID_IMAGE_PARAMS (a rendition that is not allowed), INVALID_IMAGE_SRC or IMAGE_HOST_NOT_ALLOWED',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiResponse({ status: 415, type: ErrorBodyDto, description: 'The source is not an image' })
  @ApiResponse({
    status: 422,
    type: ErrorBodyDto,
    description: 'The image cannot be decoded or is too large',
  })
  @ApiResponse({ status: 502, type: ErrorBodyDto, description: 'The content host failed' })
  @ApiResponse({
    status: 503,
    type: ErrorBodyDto,
    description: 'IMAGE_BUSY: every transform slot and the queue are taken; retry after Retry-After seconds',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async getOptimizedImage(
    @ImageParams() query: ImageQueryDto,
    @Headers() headers: Record<string, string | undefined>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const rendition = await this.media.getOptimizedImage(query, {
      accept: headers.accept,
      host: headers.host,
      ifNoneMatch: headers['if-none-match'],
    });
    sendRendition(reply, rendition);
  }
}
