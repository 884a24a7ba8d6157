import { Injectable } from '@nestjs/common';
import { ClickstreamIngest } from './clickstream-ingest';
import type { ClickEventAcceptedDto, ClickEventRequestDto } from './dto/clickstream.dto';
import { storeIdOf } from './giving-store-id.decorator';
import { storeIdMismatch } from './giving-errors';
import { GivingStoresService } from './giving-stores.service';

/** Clickstream events of a known store, handed to the ingest queue (ClickstreamIngest). */
@Injectable()
export class GivingClickstreamService {
  constructor(
    private readonly stores: GivingStoresService,
    private readonly ingest: ClickstreamIngest,
  ) {}

  async accept(storeId: string, body: ClickEventRequestDto): Promise<ClickEventAcceptedDto> {
    if (body.storeId !== undefined && storeIdOf(body.storeId) !== storeId) throw storeIdMismatch();
    // A cached read: unknown stores are refused without a write, known ones cost no query.
    await this.stores.config(storeId);
    return { queued: this.ingest.offer(storeId, body) };
  }
}
