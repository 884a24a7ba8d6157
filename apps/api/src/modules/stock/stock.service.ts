import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  formatDeliveryDate,
  formatZipRange,
  isValidZip,
  isZipInRanges,
  isZipShaped,
  stockStatusFor,
} from '@shop/catalog';
import type { Env } from '../../platform/config/env.schema';
import { BadRequestError, NotFoundError } from '../../platform/errors/app-error';
import type { Database } from '../../platform/database/database.types';
import { Clock } from '../../platform/clock/clock';
import { estimateDeliveryDay } from './delivery-estimate';
import type { DeliveryDestination } from './delivery-destination';
import type { ProductsStockRequestDto } from './dto/products-stock-request.dto';
import type { ProductsStockDto } from './dto/products-stock.dto';
import type { StateLookupDto } from './dto/state-lookup.dto';
import type { StockObjectResponseDto } from './dto/stock-object.dto';
import type { WarehouseLookupDto } from './dto/warehouse-lookup.dto';
import type { StockImport } from './stock-import';
import { toSkuStockDto, toWarehouseLookupDto } from './stock.mapper';
import { StockRepository, type Lane } from './stock.repository';
import { StockReferenceCache } from './stock-reference-cache';
import { mergeZipRanges } from './zip-range-merging';
import { OutOfStockError } from './stock-errors';
import { stockMovement, type StockItem } from './stock-movement';

/**
 * Warehouses, ZIP coverage, inventory and delivery estimates. Coverage and warehouses are
 * reference data kept in StockReferenceCache; inventory is live and never cached.
 *
 * With ZIP_VALIDATION_BYPASS on, any ZIP is valid (SPEC §5): a stock check answers from the
 * serving warehouse when there is one, else from the whole network; a look-up that needs a real
 * ZIP (warehouse, state, delivery date) answers its not-found result, never a validation error.
 */
@Injectable()
export class StockService {
  private readonly limitedThreshold: number;
  private readonly zipBypass: boolean;

  constructor(
    private readonly repository: StockRepository,
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
   * ZIP bypass on, a ZIP no warehouse serves is answered from the whole network's inventory.
   */
  async getProductsStock(request: ProductsStockRequestDto): Promise<ProductsStockDto> {
    const { zipCode, destination } = request;
    const lanes = await this.lanesFor(destination);
    const zip = this.zipForLookup(zipCode);
    if (!isValidZip(zipCode, lanes, { bypass: this.zipBypass })) {
      throw new BadRequestError(
        'ZIP_NOT_SERVED',
        `We do not deliver to ZIP ${zipCode} for ${destination} delivery`,
      );
    }
    const lane = zip === null ? undefined : laneServing(zip, lanes);
    const skus = [...new Set(request.skus)];
    const quantities = await this.repository.quantitiesOf(skus, lane?.warehouseCode);
    const data = skus.map((sku) =>
      toSkuStockDto(
        sku,
        stockStatusFor(quantities.get(sku) ?? 0, this.limitedThreshold),
        lane?.warehouseCode ?? null,
      ),
    );
    return { zipCode, destination, data };
  }

  async getWarehouseByZip(zipCode: string, destination: DeliveryDestination): Promise<WarehouseLookupDto> {
    const { warehouse } = await this.servingWarehouse(zipCode, destination);
    return toWarehouseLookupDto(warehouse);
  }

  async getStateByZip(zipCode: string): Promise<StateLookupDto> {
    const zip = this.zipForLookup(zipCode);
    const state = zip === null ? undefined : await this.repository.stateOfZip(zip);
    if (!state)
      throw new NotFoundError('STATE_NOT_FOUND', `ZIP ${zipCode} does not belong to any US state or DC`);
    return { zipCode, state };
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

  /**
   * Takes an order's units from a warehouse, inside the caller's transaction (`db`): one
   * conditional update per SKU (`quantity >= n`), in SKU order, so stock never goes below zero
   * and concurrent orders never deadlock. When any SKU is short (or not stocked there) it throws
   * 409 OUT_OF_STOCK naming every short SKU, and nothing is taken: the updates of several SKUs run
   * in a nested transaction (a savepoint inside the caller's), which is undone with the error.
   */
  async take(db: Database, warehouseCode: string, items: readonly StockItem[]): Promise<void> {
    const movement = stockMovement(items);
    if (movement.length === 0) return;
    if (movement.length === 1) {
      // One conditional update takes all or nothing by itself: no savepoint to pay for.
      const [{ sku, quantity }] = movement;
      if (!(await this.repository.decrement(db, warehouseCode, sku, quantity)))
        throw new OutOfStockError(warehouseCode, [sku]);
      return;
    }
    await db.transaction(async (tx) => {
      const short: string[] = [];
      for (const { sku, quantity } of movement) {
        if (!(await this.repository.decrement(tx, warehouseCode, sku, quantity))) short.push(sku);
      }
      if (short.length > 0) throw new OutOfStockError(warehouseCode, short);
    });
  }

  /** Puts an order's units back at its warehouse (a cancelled order), inside the caller's transaction. */
  async giveBack(db: Database, warehouseCode: string, items: readonly StockItem[]): Promise<void> {
    for (const { sku, quantity } of stockMovement(items))
      await this.repository.increment(db, warehouseCode, sku, quantity);
  }

  /** The code of the warehouse that ships to a ZIP for a destination; 404 WAREHOUSE_NOT_FOUND when none does. */
  async warehouseFor(zip: string, destination: DeliveryDestination): Promise<string> {
    const { warehouse } = await this.servingWarehouse(zip, destination);
    return warehouse.code;
  }

  /**
   * Adds the reference data and inventory that are missing (never overwriting a quantity an
   * operator or an order changed); new reference rows drop the cached coverage.
   */
  async addMissing(stock: StockImport): Promise<number> {
    const written = await this.repository.insertMissing(stock);
    if (written.reference > 0) await this.reference.bump();
    return written.reference + written.levels;
  }

  /**
   * A 5-digit ZIP to look up; null when the bypass lets through an entry that is not one (it then
   * matches nothing); 400 INVALID_ZIP otherwise.
   */
  private zipForLookup(zipCode: string): string | null {
    if (isZipShaped(zipCode)) return zipCode;
    if (this.zipBypass) return null;
    throw new BadRequestError('INVALID_ZIP', `zipCode must be exactly 5 digits, got '${zipCode}'`);
  }

  private async servingWarehouse(zipCode: string, destination: DeliveryDestination) {
    const zip = this.zipForLookup(zipCode);
    const lane = zip === null ? undefined : laneServing(zip, await this.lanesFor(destination));
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
    return this.reference.read(`lanes:${destination}`, () => this.repository.lanes(destination));
  }

  private warehouses() {
    return this.reference.read('warehouses', () => this.repository.warehouses());
  }
}

/** Where lanes overlap, the quickest wins; ties go to the first warehouse code, so the answer is stable. */
function laneServing(zip: string, lanes: readonly Lane[]): Lane | undefined {
  return lanes
    .filter((lane) => isZipInRanges(zip, [lane]))
    .sort((a, b) => a.transitDays - b.transitDays || a.warehouseCode.localeCompare(b.warehouseCode))[0];
}
