import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { OperatorOnly } from '../../platform/operator/operator-only';
import { ClickstreamIngest } from './clickstream-ingest';
import { ClickstreamStatsDto } from './dto/clickstream.dto';
import { GivingStoreDto, SetGivingStoreActiveRequestDto } from './dto/giving-store.dto';
import { GivingStoreCall, GivingStoreId } from './giving-store-id.decorator';
import { GivingStoresService } from './giving-stores.service';

/** Operator calls on the giving provider (Authorization: Bearer {OPERATOR_TOKEN}). */
@ApiTags('operator')
@Controller('operator/giving')
export class GivingOperationsController {
  constructor(
    private readonly stores: GivingStoresService,
    private readonly ingest: ClickstreamIngest,
  ) {}

  /** Switches the x-store-id's store on or off (the staff site's starts off). */
  @Put('store-active')
  @OperatorOnly()
  @GivingStoreCall()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'GIVING_STORE_NOT_FOUND' })
  setGivingStoreActive(
    @GivingStoreId() storeId: string,
    @Body() body: SetGivingStoreActiveRequestDto,
  ): Promise<GivingStoreDto> {
    return this.stores.setActive(storeId, body.isActive);
  }

  /** This API process's clickstream queue: waiting, written and dropped events since it started. */
  @Get('clickstream')
  @OperatorOnly()
  getClickstreamStats(): ClickstreamStatsDto {
    return this.ingest.stats();
  }
}
