import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { SESSION_AUTH } from '../../platform/openapi/openapi';
import {
  CauseChangeDto,
  IntegrationInfoRequestDto,
  SetCauseRequestDto,
  SetConfirmationDataRequestDto,
  StartTrackingRequestDto,
  TrackedCauseDto,
  TrackingDto,
  TrackingParamsDto,
} from './dto/tracking.dto';
import { GivingShopper, GivingShopperGuard } from './giving-shopper.guard';
import { GivingStoreCall, GivingStoreId } from './giving-store-id.decorator';
import { GivingTrackingService } from './giving-tracking.service';

/**
 * SPEC §7 charitable-giving provider, service 'tracking' (SPEC §4 Giving tracking). Guests and
 * signed-in shoppers alike; a tracking is reached only by its shopper (a guest's by its id, a
 * signed-in shopper's only in their sessions): anything else is 404 GIVING_TRACKING_NOT_FOUND.
 */
@ApiTags('giving')
@Controller('giving/tracking')
@UseGuards(GivingShopperGuard)
@ApiSecurity(SESSION_AUTH)
@ApiSecurity({})
@ApiForbiddenResponse({
  type: ErrorBodyDto,
  description: 'CSRF_REFUSED: a cookie-only write without the X-Shop-Client header',
})
export class GivingTrackingController {
  constructor(private readonly tracking: GivingTrackingService) {}

  /** Starts a browser session's tracking (the storefront does it once a session). */
  @Post()
  @GivingStoreCall()
  startGivingTracking(
    @GivingStoreId() storeId: string,
    @GivingShopper() customerId: string | null,
    @Body() body: StartTrackingRequestDto,
  ): Promise<TrackingDto> {
    return this.tracking.start({ storeId, customerId }, body);
  }

  /** Sets the shopper's cause ('0' and '0' clear it); answers the analytics label 'set' or 'updated'. */
  @Put(':trackingId/set-cause')
  @GivingStoreCall()
  setTrackingCause(
    @GivingStoreId() storeId: string,
    @GivingShopper() customerId: string | null,
    @Param() params: TrackingParamsDto,
    @Body() body: SetCauseRequestDto,
  ): Promise<CauseChangeDto> {
    return this.tracking.setCause({ storeId, customerId }, params.trackingId, body);
  }

  /** The cause the tracking holds. */
  @Get(':trackingId/cause')
  @GivingStoreCall()
  getTrackingCause(
    @GivingStoreId() storeId: string,
    @GivingShopper() customerId: string | null,
    @Param() params: TrackingParamsDto,
  ): Promise<TrackedCauseDto> {
    return this.tracking.cause({ storeId, customerId }, params.trackingId);
  }

  /** Integration info: 'gtm' only, else 400 INVALID_ANALYTICS_INTEGRATION 'Invalid analytics integration.' */
  @Put(':trackingId/add-integration-info')
  @GivingStoreCall()
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'INVALID_ANALYTICS_INTEGRATION; INVALID_STORE_ID; VALIDATION_FAILED',
  })
  addTrackingIntegrationInfo(
    @GivingStoreId() storeId: string,
    @GivingShopper() customerId: string | null,
    @Param() params: TrackingParamsDto,
    @Body() body: IntegrationInfoRequestDto,
  ): Promise<TrackingDto> {
    return this.tracking.addIntegrationInfo({ storeId, customerId }, params.trackingId, body);
  }

  /** The order's donation for the confirmation: the total to 2 decimals and the causes as text. */
  @Put(':trackingId/set-confirmation-data')
  @GivingStoreCall()
  setTrackingConfirmationData(
    @GivingStoreId() storeId: string,
    @GivingShopper() customerId: string | null,
    @Param() params: TrackingParamsDto,
    @Body() body: SetConfirmationDataRequestDto,
  ): Promise<TrackingDto> {
    return this.tracking.setConfirmationData({ storeId, customerId }, params.trackingId, body);
  }
}
