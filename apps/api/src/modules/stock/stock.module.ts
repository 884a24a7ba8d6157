import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { Clock } from './clock';
import { StockController } from './stock.controller';
import { StockReferenceCache } from './stock-reference-cache';
import { StockSeeder } from './stock.seeder';
import { StockService } from './stock.service';

/** Warehouses, ZIP coverage, inventory and delivery estimates (SPEC §3, §5, §7 'Location and stock'). */
@Module({
  imports: [CatalogModule],
  controllers: [StockController],
  providers: [StockService, StockSeeder, StockReferenceCache, Clock],
  exports: [StockService],
})
export class StockModule {}
