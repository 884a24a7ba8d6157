import { Module } from '@nestjs/common';
import { CatalogCache } from './catalog-cache';
import { CatalogController } from './catalog.controller';
import { CatalogListingRepository } from './catalog-listing.repository';
import { CatalogProductsRepository } from './catalog-products.repository';
import { CatalogReferenceRepository } from './catalog-reference.repository';
import { CatalogSeeder } from './catalog.seeder';
import { CatalogService } from './catalog.service';
import { EcomCatalogController } from './ecom-catalog.controller';

/** Products, variants and their taxonomy. Other modules use CatalogService (listSkus, listProductHandles...). */
@Module({
  controllers: [CatalogController, EcomCatalogController],
  providers: [
    CatalogService,
    CatalogCache,
    CatalogSeeder,
    CatalogProductsRepository,
    CatalogListingRepository,
    CatalogReferenceRepository,
  ],
  exports: [CatalogService],
})
export class CatalogModule {}
