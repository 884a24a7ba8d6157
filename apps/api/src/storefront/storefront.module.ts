import { Module } from '@nestjs/common';
import { CatalogModule } from '../modules/catalog/catalog.module';
import { ContentModule } from '../modules/content/content.module';
import { PageVerdicts } from './page-verdicts';
import { StorefrontAssets } from './storefront-assets';
import { StorefrontShell } from './storefront-shell';

/** The built storefront: its files, and each page path's shell with its redirect or status. */
@Module({
  imports: [CatalogModule, ContentModule],
  providers: [StorefrontAssets, PageVerdicts, StorefrontShell],
})
export class StorefrontModule {}
