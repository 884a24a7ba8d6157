import { Injectable } from '@nestjs/common';
import { isAutoshipLine, needsStockCheck, priceCart, type CartPricing } from '@shop/cart';
import type { Database } from '../../platform/database/database.types';
import { AppError } from '../../platform/errors/app-error';
import type { CartVariant } from '../catalog';
import { StaffQuotaService } from '../staff-quota';
import { StockService } from '../stock';
import { SubscriptionsService } from '../subscriptions';
import { stockLocationOf, type StockLocation } from './cart-attributes';
import type { CartCaller } from './cart-caller';
import type { CartWarning, PlannedLine } from './cart-line-changes';
import { CartPricingSettings } from './cart-pricing-settings';
import { pricedLines } from './cart-line-rows';
import { toCartDto, type CartFields, type PricedLine } from './cart.mapper';
import type { CartDto, CartLineStockDto, CartStockCheckDto } from './dto/cart.dto';

/** How a cart call's answer ends: what the write warned about, whether it deleted the cart. */
export interface CartAnswerOptions {
  warnings?: CartWarning[];
  deleted?: boolean;
  /** The stock location of the request; the cart's userLocation attribute otherwise. */
  location?: StockLocation;
}

/**
 * What every cart call answers and checkout books: the lines priced now from the catalogue
 * (libs/cart priceCart, with AUTO35 decided on the customer's subscription history), and the
 * stock marks of SPEC §5 where the shopper's location is known, and on the staff site what is left
 * of the member's monthly quota.
 */
@Injectable()
export class CartAnswerService {
  constructor(
    private readonly stock: StockService,
    private readonly subscriptions: SubscriptionsService,
    private readonly pricing: CartPricingSettings,
    private readonly quotas: StaffQuotaService,
  ) {}

  /** The full cart answer: priced now, with stock marks where the location is known. */
  async answer(
    caller: CartCaller,
    token: string,
    fields: CartFields,
    lines: PlannedLine[],
    variants: ReadonlyMap<string, CartVariant>,
    options: CartAnswerOptions = {},
  ): Promise<CartDto> {
    const priced = pricedLines(lines, variants);
    const [pricing, stock, staffQuota] = await Promise.all([
      this.price(caller, fields.discountCodes, priced),
      this.stockMarks(priced, options.location ?? stockLocationOf(fields.attributes)),
      caller.customerId === null ? null : this.quotas.standingOf(caller.customerId, caller.site),
    ]);
    return toCartDto({
      token,
      fields,
      lines: priced,
      pricing,
      stockCheck: stock.check,
      stock: stock.marks,
      warnings: options.warnings ?? [],
      deleted: options.deleted ?? false,
      staffQuota,
    });
  }

  /**
   * The lines priced for the caller. Inside checkout's transaction (`db`) the subscription
   * history read also holds the customer's first-subscription lock.
   */
  async price(
    caller: CartCaller,
    discountCodes: readonly string[],
    lines: PricedLine[],
    db?: Database,
  ): Promise<CartPricing> {
    const customerId = caller.customerId;
    const signedIn = customerId !== null;
    // The subscription history is read only when AUTO35 could apply (it applies by itself, SPEC
    // §4); under the lock, two carts of one first-time subscriber checked out at once get it once.
    const mayApplyAuto35 = signedIn && lines.some(({ line }) => isAutoshipLine(line));
    const subscribed =
      mayApplyAuto35 &&
      (await this.subscriptions.hasEverSubscribed(customerId, db, { lockUntilCommit: db !== undefined }));
    return priceCart({
      lines: lines.map(({ line, variant }) => ({
        unitPriceCents: variant.priceCents,
        quantity: line.quantity,
        sellingPlanId: line.sellingPlanId,
        productType: variant.product.productType,
      })),
      discountCodes,
      ...this.pricing.inputsFor({
        signedIn,
        pdEligible: caller.pdEligible,
        existingSubscriptionCount: subscribed ? 1 : 0,
      }),
    });
  }

  /**
   * SPEC §5's stock check: lines with a SKU, not of the excluded type, at the location's
   * warehouse. A location the shop does not serve is reported, not an error.
   */
  private async stockMarks(
    lines: PricedLine[],
    location: StockLocation | null,
  ): Promise<{ check: CartStockCheckDto | null; marks: Map<string, CartLineStockDto> }> {
    const marks = new Map<string, CartLineStockDto>();
    if (!location) return { check: null, marks };
    const checked = lines.filter(({ variant }) =>
      needsStockCheck(
        { sku: variant.sku, productType: variant.product.productType },
        this.pricing.excludedProductType,
      ),
    );
    const check: CartStockCheckDto = { ...location, checked: true, problem: null };
    if (checked.length === 0) return { check, marks };
    try {
      const answer = await this.stock.getProductsStock({
        skus: checked.map(({ variant }) => variant.sku),
        zipCode: location.zipCode,
        destination: location.destination,
      });
      const bySku = new Map(answer.data.map((entry) => [entry.sku, entry]));
      for (const { line, variant } of checked) {
        const entry = bySku.get(variant.sku);
        if (entry) marks.set(line.id, { inStock: entry.in_stock, status: entry.stock_status });
      }
      return { check, marks };
    } catch (error) {
      if (error instanceof AppError && error.getStatus() < 500)
        return { check: { ...check, checked: false, problem: error.code }, marks };
      throw error;
    }
  }
}
