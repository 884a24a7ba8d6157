import { Module } from '@nestjs/common';
import { StockController } from './stock.controller';
import { StockReferenceCache } from './stock-reference-cache';
import { StockRepository } from './stock.repository';
import { StockService } from './stock.service';

/** Warehouses, ZIP coverage, inventory and delivery estimates (SPEC §3, §5, §7 'Location and stock'). */
@Module({
  controllers: [StockController],
  providers: [StockService, StockRepository, StockReferenceCache],
  exports: [StockService],
})
export class StockModule {}
