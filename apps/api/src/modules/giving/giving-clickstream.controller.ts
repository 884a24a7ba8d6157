import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ClickEventAcceptedDto, ClickEventRequestDto } from './dto/clickstream.dto';
import { GivingClickstreamService } from './giving-clickstream.service';
import { ClickstreamStoreId, GivingStoreCall } from './giving-store-id.decorator';

/** SPEC §7 clickstream: POST /events with the store-id header. */
@ApiTags('giving')
@Controller('giving/clickstream')
export class GivingClickstreamController {
  constructor(private readonly clickstream: GivingClickstreamService) {}

  /**
   * Takes one event and answers at once (202): it is written later in a batch. When the queue is
   * full the event is dropped and counted, `queued: false`, rather than slowing the page.
   */
  @Post('events')
  @HttpCode(HttpStatus.ACCEPTED)
  @GivingStoreCall('store-id')
  postClickstreamEvent(
    @ClickstreamStoreId() storeId: string,
    @Body() body: ClickEventRequestDto,
  ): Promise<ClickEventAcceptedDto> {
    return this.clickstream.accept(storeId, body);
  }
}
