import { Module } from '@nestjs/common';
import { CatalogModule } from '../modules/catalog/catalog.module';
import { ClinicsModule } from '../modules/clinics/clinics.module';
import { ContentModule } from '../modules/content/content.module';
import { StockModule } from '../modules/stock/stock.module';
import { SeedRunner } from './seed-runner';

/** The starter data and the one runner that writes it through each module, in order. */
@Module({
  imports: [CatalogModule, StockModule, ContentModule, ClinicsModule],
  providers: [SeedRunner],
})
export class SeedModule {}
