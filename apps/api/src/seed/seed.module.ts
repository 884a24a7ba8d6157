import { Module } from '@nestjs/common';
import { CatalogModule } from '../modules/catalog';
import { ClinicsModule } from '../modules/clinics';
import { ContentModule } from '../modules/content';
import { GivingModule } from '../modules/giving';
import { ReviewsModule } from '../modules/reviews';
import { StockModule } from '../modules/stock';
import { SeedRunner } from './seed-runner';

/** The starter data and the one runner that writes it through each module, in order. */
@Module({
  imports: [CatalogModule, StockModule, ContentModule, ClinicsModule, GivingModule, ReviewsModule],
  providers: [SeedRunner],
})
export class SeedModule {}
