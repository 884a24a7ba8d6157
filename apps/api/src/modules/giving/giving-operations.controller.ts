import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { OperatorOnly } from '../../platform/operator/operator-only';
import { ClickstreamIngest } from './clickstream-ingest';
import { ClickstreamStatsDto } from './dto/clickstream.dto';
import { DonationReportDto, DonationReportQueryDto } from './dto/order-donation.dto';
import { GivingDonationReport } from './giving-donation-report';
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
    private readonly report: GivingDonationReport,
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

  /**
   * Donations per cause and month (UTC) from `from` to `to` (YYYY-MM, at most 24 months): given,
   * taken back by cancellations and refunds (in the month they happened), net to pay.
   */
  @Get('donations')
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'INVALID_REPORT_RANGE, VALIDATION_FAILED' })
  getDonationReport(@Query() query: DonationReportQueryDto): Promise<DonationReportDto> {
    return this.report.report(query);
  }

  /** The same report as CSV (amounts in dollars), for the payout spreadsheet. */
  @Get('donations.csv')
  @OperatorOnly()
  @ApiProduces('text/csv')
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'INVALID_REPORT_RANGE, VALIDATION_FAILED' })
  async getDonationReportCsv(
    @Query() query: DonationReportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = await this.report.csv(query);
    // Set once the CSV exists: an error answer stays JSON (a CSV type on it would not serialise).
    void reply.header('content-type', 'text/csv; charset=utf-8');
    return csv;
  }
}
