import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SubscriptionsModule } from '../subscriptions';
import { ClickstreamIngest } from './clickstream-ingest';
import { GivingCache } from './giving-cache';
import { GivingCausesRepository } from './giving-causes.repository';
import { GivingCausesService } from './giving-causes.service';
import { GivingCharitiesController, GivingPortfoliosController } from './giving-charities.controller';
import { GivingClickEventsRepository } from './giving-click-events.repository';
import { GivingClickstreamController } from './giving-clickstream.controller';
import { GivingClickstreamService } from './giving-clickstream.service';
import { GivingCheckoutTrackingInterceptor } from './giving-checkout-tracking';
import { GivingDonationContributor } from './giving-donation.contributor';
import { GivingDonationMailSubscriber } from './giving-donation-mail.subscriber';
import { GivingDonationReport } from './giving-donation-report';
import { GivingCancellationReversal, GivingRefundReversal } from './giving-donation-reversal.subscribers';
import { GivingDonationsService } from './giving-donations.service';
import { GivingOrderDonationsController } from './giving-order-donations.controller';
import { GivingOrderDonationsRepository } from './giving-order-donations.repository';
import { GivingOrderDonationsService } from './giving-order-donations.service';
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
 * proxy form and the operator calls. libs/giving is its typed client. In orders (through the order
 * events only): the donation recorded in the order's transaction, reversed on cancel and refund,
 * the donation receipt mail, the shopper's reads and the operator's report.
 */
@Module({
  imports: [SubscriptionsModule],
  controllers: [
    GivingStoresController,
    GivingProductsController,
    GivingCharitiesController,
    GivingPortfoliosController,
    GivingTrackingController,
    GivingClickstreamController,
    GivingProxyController,
    GivingOperationsController,
    GivingOrderDonationsController,
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
    GivingOrderDonationsRepository,
    GivingOrderDonationsService,
    GivingDonationContributor,
    GivingCancellationReversal,
    GivingRefundReversal,
    GivingDonationMailSubscriber,
    GivingDonationReport,
    { provide: APP_INTERCEPTOR, useClass: GivingCheckoutTrackingInterceptor },
  ],
  exports: [GivingStoresService, GivingDonationsService, GivingCausesService, GivingTrackingService],
})
export class GivingModule {}
