import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  formatDeliveryDate,
  formatZipRange,
  isValidZip,
  isZipInRanges,
  isZipShaped,
  stockStatusFor,
  type StockStatus,
} from '@shop/catalog';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Env } from '../../platform/config/env.schema';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { BadRequestError, NotFoundError } from '../../platform/errors/app-error';
import { Clock } from './clock';
import { estimateDeliveryDay } from './delivery-estimate';
import type { DeliveryDestination } from './delivery-destination';
import type { ProductsStockRequestDto } from './dto/products-stock-request.dto';
import type { ProductsStockDto, SkuStockDto } from './dto/products-stock.dto';
import type { StateLookupDto } from './dto/state-lookup.dto';
import type { StockObjectResponseDto } from './dto/stock-object.dto';
import type { WarehouseLookupDto } from './dto/warehouse-lookup.dto';
import { stateZipRanges, stockLevels, usStates, warehouseCoverage, warehouses } from './stock.schema';
import { StockReferenceCache } from './stock-reference-cache';
import { mergeZipRanges } from './zip-range-merging';

interface Lane {
  warehouseCode: string;
  from: string;
  to: string;
  transitDays: number;
}

@Injectable()
export class StockService {
  private readonly limitedThreshold: number;
  private readonly zipBypass: boolean;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly clock: Clock,
    private readonly reference: StockReferenceCache,
    config: ConfigService<Env, true>,
  ) {
    this.limitedThreshold = config.get('LIMITED_STOCK_THRESHOLD', { infer: true });
    this.zipBypass = config.get('ZIP_VALIDATION_BYPASS', { infer: true });
  }

  /** Every served ZIP range for a destination, grouped by warehouse, for the storefront's ZIP check. */
  async getStockObject(destination: DeliveryDestination): Promise<StockObjectResponseDto> {
    const lanes = await this.lanesFor(destination);
    const byWarehouse = new Map<string, Lane[]>();
    for (const lane of lanes) {
      const own = byWarehouse.get(lane.warehouseCode) ?? [];
      own.push(lane);
      byWarehouse.set(lane.warehouseCode, own);
    }
    const allZips = [...byWarehouse.entries()]
      .map(([warehouse, own]) => ({ warehouse, zips: mergeZipRanges(own).map(formatZipRange) }))
      .sort((a, b) => a.zips[0].localeCompare(b.zips[0]));
    return { data: [{ destination, all_zips: allZips }] };
  }

  /**
   * Status of each SKU at the shopper's ZIP, decided by the one warehouse that serves it. With the
   * ZIP bypass on, an unserved ZIP is answered from the whole network's inventory instead.
   */
  async getProductsStock(request: ProductsStockRequestDto): Promise<ProductsStockDto> {
    const { zipCode, destination } = request;
    const lanes = await this.lanesFor(destination);
    const lane = this.laneServing(requireZipShape(zipCode), lanes);
    if (!isValidZip(zipCode, lanes, { bypass: this.zipBypass })) {
      throw new BadRequestError(
        'ZIP_NOT_SERVED',
        `We do not deliver to ZIP ${zipCode} for ${destination} delivery`,
      );
    }
    const skus = [...new Set(request.skus)];
    const quantities = await this.quantitiesOf(skus, lane?.warehouseCode);
    const data = skus.map((sku): SkuStockDto => {
      const status: StockStatus = stockStatusFor(quantities.get(sku) ?? 0, this.limitedThreshold);
      return {
        sku,
        in_stock: status !== 'OUT',
        stock_status: status,
        warehouse: lane?.warehouseCode ?? null,
      };
    });
    return { zipCode, destination, data };
  }

  async getWarehouseByZip(zipCode: string, destination: DeliveryDestination): Promise<WarehouseLookupDto> {
    const { warehouse } = await this.servingWarehouse(zipCode, destination);
    return {
      warehouse: { code: warehouse.code, name: warehouse.name, city: warehouse.city, state: warehouse.state },
    };
  }

  async getStateByZip(zipCode: string): Promise<StateLookupDto> {
    const zip = requireZipShape(zipCode);
    const [state] = await this.db
      .select({ code: usStates.code, name: usStates.name })
      .from(stateZipRanges)
      .innerJoin(usStates, eq(usStates.code, stateZipRanges.stateCode))
      .where(and(lte(stateZipRanges.zipFrom, zip), gte(stateZipRanges.zipTo, zip)))
      .limit(1);
    if (!state)
      throw new NotFoundError('STATE_NOT_FOUND', `ZIP ${zip} does not belong to any US state or DC`);
    return { zipCode: zip, state };
  }

  /** 'Tuesday, November 24': today plus the serving warehouse's processing and transit business days. */
  async getEstimatedDeliveryDate(zipCode: string, destination: DeliveryDestination): Promise<string> {
    const { warehouse, lane } = await this.servingWarehouse(zipCode, destination);
    const day = estimateDeliveryDay(this.clock.now(), {
      timeZone: warehouse.timeZone,
      cutoffHour: warehouse.cutoffHour,
      processingDays: warehouse.processingDays,
      transitDays: lane.transitDays,
    });
    return formatDeliveryDate(day);
  }

  private async servingWarehouse(zipCode: string, destination: DeliveryDestination) {
    const lane = this.laneServing(requireZipShape(zipCode), await this.lanesFor(destination));
    const warehouse = lane ? (await this.warehouses()).find((w) => w.code === lane.warehouseCode) : undefined;
    if (!lane || !warehouse) {
      throw new NotFoundError(
        'WAREHOUSE_NOT_FOUND',
        `No warehouse delivers to ZIP ${zipCode} for ${destination} delivery`,
      );
    }
    return { warehouse, lane };
  }

  private lanesFor(destination: DeliveryDestination): Promise<Lane[]> {
    return this.reference.read(`lanes:${destination}`, () =>
      this.db
        .select({
          warehouseCode: warehouseCoverage.warehouseCode,
          from: warehouseCoverage.zipFrom,
          to: warehouseCoverage.zipTo,
          transitDays: warehouseCoverage.transitDays,
        })
        .from(warehouseCoverage)
        .where(eq(warehouseCoverage.destination, destination))
        .orderBy(asc(warehouseCoverage.zipFrom)),
    );
  }

  private warehouses() {
    return this.reference.read('warehouses', () =>
      this.db.select().from(warehouses).orderBy(asc(warehouses.code)),
    );
  }

  /** Where lanes overlap, the quickest wins; ties go to the first warehouse code, so the answer is stable. */
  private laneServing(zip: string, lanes: readonly Lane[]): Lane | undefined {
    return lanes
      .filter((lane) => isZipInRanges(zip, [lane]))
      .sort((a, b) => a.transitDays - b.transitDays || a.warehouseCode.localeCompare(b.warehouseCode))[0];
  }

  /** Units per SKU in one warehouse, or summed over all of them when no warehouse is given. */
  private async quantitiesOf(
    skus: string[],
    warehouseCode: string | undefined,
  ): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ sku: stockLevels.sku, quantity: sql<number>`sum(${stockLevels.quantity})::int` })
      .from(stockLevels)
      .where(
        and(
          inArray(stockLevels.sku, skus),
          warehouseCode ? eq(stockLevels.warehouseCode, warehouseCode) : undefined,
        ),
      )
      .groupBy(stockLevels.sku);
    return new Map(rows.map((row) => [row.sku, Number(row.quantity)]));
  }
}

function requireZipShape(zipCode: string): string {
  if (!isZipShaped(zipCode)) {
    throw new BadRequestError('INVALID_ZIP', `zipCode must be exactly 5 digits, got '${zipCode}'`);
  }
  return zipCode;
}
