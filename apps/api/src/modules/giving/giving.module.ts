import { Module } from '@nestjs/common';
import { ClickstreamIngest } from './clickstream-ingest';
import { GivingCache } from './giving-cache';
import { GivingCausesRepository } from './giving-causes.repository';
import { GivingCausesService } from './giving-causes.service';
import { GivingCharitiesController, GivingPortfoliosController } from './giving-charities.controller';
import { GivingClickEventsRepository } from './giving-click-events.repository';
import { GivingClickstreamController } from './giving-clickstream.controller';
import { GivingClickstreamService } from './giving-clickstream.service';
import { GivingDonationsService } from './giving-donations.service';
import { GivingOperationsController } from './giving-operations.controller';
import { GivingProductsController } from './giving-products.controller';
import { GivingProxyController } from './giving-proxy.controller';
import { GivingProxyService } from './giving-proxy.service';
import { GivingShopperGuard } from './giving-shopper.guard';
import { GivingStoresController } from './giving-stores.controller';
import { GivingStoresRepository } from './giving-stores.repository';
import { GivingStoresService } from './giving-stores.service';
import { GivingTrackingController } from './giving-tracking.controller';
import { GivingTrackingRepository } from './giving-tracking.repository';
import { GivingTrackingService } from './giving-tracking.service';

/**
 * The charitable-giving provider of SPEC §7, ours (ARCHITECTURE §3), under /api/giving/{service}:
 * stores, products (donations), charities, portfolios, tracking and the clickstream, plus the
 * proxy form and the operator calls. libs/giving is its typed client.
 */
@Module({
  controllers: [
    GivingStoresController,
    GivingProductsController,
    GivingCharitiesController,
    GivingPortfoliosController,
    GivingTrackingController,
    GivingClickstreamController,
    GivingProxyController,
    GivingOperationsController,
  ],
  providers: [
    GivingCache,
    GivingStoresRepository,
    GivingStoresService,
    GivingCausesRepository,
    GivingCausesService,
    GivingDonationsService,
    GivingTrackingRepository,
    GivingTrackingService,
    GivingClickEventsRepository,
    ClickstreamIngest,
    GivingClickstreamService,
    GivingShopperGuard,
    GivingProxyService,
  ],
  exports: [GivingStoresService, GivingDonationsService, GivingCausesService, GivingTrackingService],
})
export class GivingModule {}
