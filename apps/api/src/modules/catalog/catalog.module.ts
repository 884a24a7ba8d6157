import { Module } from '@nestjs/common';
import { CatalogCache } from './catalog-cache';
import { CatalogController } from './catalog.controller';
import { CatalogImportRepository } from './catalog-import.repository';
import { CatalogListingRepository } from './catalog-listing.repository';
import { CatalogProductsRepository } from './catalog-products.repository';
import { CatalogReferenceRepository } from './catalog-reference.repository';
import { CatalogSellingPlansRepository } from './catalog-selling-plans.repository';
import { CatalogService } from './catalog.service';
import { EcomCatalogController } from './ecom-catalog.controller';
import { SubscriptionProductController } from './subscription-product.controller';

/**
 * Products, variants and their taxonomy. Other modules and the seed use CatalogService. On the
 * staff site its answers are for signed-in, registered members (the platform's @StaffMembersOnly).
 */
@Module({
  controllers: [CatalogController, EcomCatalogController, SubscriptionProductController],
  providers: [
    CatalogService,
    CatalogCache,
    CatalogImportRepository,
    CatalogProductsRepository,
    CatalogListingRepository,
    CatalogReferenceRepository,
    CatalogSellingPlansRepository,
  ],
  exports: [CatalogService],
})
export class CatalogModule {}
