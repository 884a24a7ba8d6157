import { Module } from '@nestjs/common';
import { CatalogCache } from './catalog-cache';
import { CatalogController } from './catalog.controller';
import { CatalogImportRepository } from './catalog-import.repository';
import { CatalogListingRepository } from './catalog-listing.repository';
import { CatalogProductsRepository } from './catalog-products.repository';
import { CatalogReferenceRepository } from './catalog-reference.repository';
import { CatalogService } from './catalog.service';
import { EcomCatalogController } from './ecom-catalog.controller';

/** Products, variants and their taxonomy. Other modules and the seed use CatalogService. */
@Module({
  controllers: [CatalogController, EcomCatalogController],
  providers: [
    CatalogService,
    CatalogCache,
    CatalogImportRepository,
    CatalogProductsRepository,
    CatalogListingRepository,
    CatalogReferenceRepository,
  ],
  exports: [CatalogService],
})
export class CatalogModule {}
