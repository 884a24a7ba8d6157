import { Injectable } from '@nestjs/common';
import {
  isAutoshipLine,
  isCartOverLimit,
  MAX_ITEMS_PER_ORDER,
  needsStockCheck,
  normalizeDiscountCode,
  priceCart,
  salesAttributesFor,
  type CartPricing,
} from '@shop/cart';
import { normalizeEmail } from '@shop/identity';
import type { Database } from '../../platform/database/database.types';
import { AppError, ConflictError, UnauthorizedError } from '../../platform/errors/app-error';
import { PersistedCartService } from '../account/persisted-cart.service';
import type { CartVariant } from '../catalog/cart-variant';
import { CatalogService } from '../catalog/catalog.service';
import type { CustomerRecord } from '../identity/customers/customer-record';
import { CustomersService } from '../identity/customers/customers.service';
import { SessionService } from '../identity/sessions/session.service';
import { StockService } from '../stock/stock.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import {
  cartAttributesWith,
  clientCartAttributes,
  lineAttributesWith,
  offeredPlan,
  serverCartAttributes,
  stockLocationOf,
  type StockLocation,
} from './cart-attributes';
import type { CartCaller, CheckoutCart } from './cart-caller';
import { CartPricingSettings } from './cart-pricing-settings';
import { cartBusy, cartNotFound, CartRuleError } from './cart-errors';
import { cartGid, cartLineIdOf, cartTokenOf, newCartToken, newLineId, variantIdOf } from './cart-ids';
import {
  addLines,
  diffLines,
  removeLines,
  updateLines,
  type CartWarning,
  type LineAdd,
  type LinePlan,
  type LineUpdate,
  type PlannedLine,
} from './cart-line-changes';
import { toCartDto, type CartFields, type PricedLine } from './cart.mapper';
import { CartRepository, type CartPatch, type CartScope, type StoredCart } from './cart.repository';
import type { CartAttribute, CartLineRow } from './cart.schema';
import type {
  BuyerIdentityInputDto,
  CartAttributeInputDto,
  CartLineInputDto,
  CartLineUpdateInputDto,
  CreateCartRequestDto,
} from './dto/cart-requests.dto';
import type { CartDto, CartLineStockDto, CartStockCheckDto } from './dto/cart.dto';

/** A write that keeps meeting newer versions of the cart gives up after this many tries (409 CART_BUSY). */
const WRITE_ATTEMPTS = 3;

/** What one write decided, before it is stored. */
interface PlannedChange {
  patch: CartPatch;
  lines: PlannedLine[];
  warnings: CartWarning[];
  /** The cart becomes this customer's (create-cart or buyer identity while signed in). */
  claimedBy?: string;
  /** Removing lines left none: the cart is deleted (SPEC §4). */
  deleteWhenEmpty?: boolean;
}

/**
 * Carts (SPEC §3 Cart, §4 Cart lifecycle, §5, §6, §7 Cart). Prices always come from the
 * catalogue (libs/cart priceCart); quantities follow libs/cart's limits whoever writes. A cart
 * belongs to one site; a guest's cart is reachable by its unguessable id, a customer's only in that
 * customer's session: anything else is 404 CART_NOT_FOUND. Every write is one transaction on the
 * cart's tables, checked against the version it read (a concurrent write makes it plan again).
 */
@Injectable()
export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly catalog: CatalogService,
    private readonly stock: StockService,
    private readonly subscriptions: SubscriptionsService,
    private readonly persistedCart: PersistedCartService,
    private readonly customers: CustomersService,
    private readonly sessions: SessionService,
    private readonly pricing: CartPricingSettings,
  ) {}

  async get(caller: CartCaller, cartId: string, location?: StockLocation): Promise<CartDto> {
    const stored = await this.load(caller, cartId);
    const variants = await this.variantsOf(stored.lines.map((l) => l.variantId));
    return this.answer(caller, stored.cart.id, stored.cart, planned(stored.lines), variants, {
      location,
    });
  }

  /**
   * A new cart (SPEC §4 'created on first add'), with its first lines. A signed-in caller's (or
   * the customerAccessToken's) cart is theirs from the start: it gets the sales attributes and is
   * saved as their persisted cart.
   */
  async create(caller: CartCaller, body: CreateCartRequestDto): Promise<CartDto> {
    const owner = await this.ownerFor(caller, body.buyerIdentity?.customerAccessToken);
    const inputs = body.lineItems ?? [];
    const variants = await this.variantsOf(inputs.map((input) => variantIdOf(input.merchandiseId) ?? ''));
    const plan = addLines([], this.lineAdds(inputs, variants, []), newLineId);
    const identity = body.buyerIdentity ?? {};
    const fields: CartFields = {
      customerId: owner?.id ?? null,
      email: identity.email ? normalizeEmail(identity.email) : (owner?.email ?? null),
      phone: identity.phone ?? null,
      countryCode: identity.countryCode ?? null,
      note: null,
      attributes: cartAttributesWith(
        body.attributes ?? [],
        owner ? this.salesAttributes(caller, owner) : null,
      ),
      discountCodes: [],
    };
    const token = newCartToken();
    await this.repository.create({ id: token, site: caller.site, ...fields }, plan.lines);
    if (owner) await this.persistedCart.setPersistedCart(owner.id, cartGid(token));
    return this.answer(caller, token, fields, plan.lines, variants, { warnings: plan.warnings });
  }

  addLines(caller: CartCaller, cartId: string, inputs: CartLineInputDto[]): Promise<CartDto> {
    const requested = inputs.map((input) => variantIdOf(input.merchandiseId) ?? '');
    return this.change(caller, cartId, requested, (stored, lines, variants) =>
      withLines(addLines(lines, this.lineAdds(inputs, variants, lines), newLineId)),
    );
  }

  removeLines(caller: CartCaller, cartId: string, lineItemIds: string[]): Promise<CartDto> {
    return this.change(caller, cartId, [], (_stored, lines) => ({
      ...withLines(removeLines(lines, lineItemIds.map(lineRowId))),
      deleteWhenEmpty: true,
    }));
  }

  updateLines(caller: CartCaller, cartId: string, inputs: CartLineUpdateInputDto[]): Promise<CartDto> {
    return this.change(caller, cartId, [], (_stored, lines, variants) => ({
      ...withLines(updateLines(lines, this.lineUpdates(inputs, lines, variants))),
      deleteWhenEmpty: true,
    }));
  }

  /** Replaces the client's attributes; the sales attributes stay the server's (SPEC §6). */
  updateAttributes(
    caller: CartCaller,
    cartId: string,
    attributes: CartAttributeInputDto[],
  ): Promise<CartDto> {
    return this.change(caller, cartId, [], (stored, lines) => ({
      patch: { attributes: cartAttributesWith(attributes, serverCartAttributes(stored.cart.attributes)) },
      lines,
      warnings: [],
    }));
  }

  /**
   * Sets email, phone and country (null clears one, absent keeps it). A signed-in caller (or a
   * customerAccessToken) makes a guest's cart theirs: it gets their sales attributes, their email if
   * it had none, and becomes their persisted cart.
   */
  async updateBuyerIdentity(
    caller: CartCaller,
    cartId: string,
    identity: BuyerIdentityInputDto,
  ): Promise<CartDto> {
    const owner = await this.ownerFor(caller, identity.customerAccessToken);
    return this.change(caller, cartId, [], (stored, lines) => {
      const patch: CartPatch = {};
      if (identity.email !== undefined) patch.email = identity.email ? normalizeEmail(identity.email) : null;
      if (identity.phone !== undefined) patch.phone = identity.phone || null;
      if (identity.countryCode !== undefined) patch.countryCode = identity.countryCode || null;
      const current = stored.cart.customerId;
      if (owner && (current === null || current === owner.id)) {
        patch.customerId = owner.id;
        patch.attributes = cartAttributesWith(
          clientCartAttributes(stored.cart.attributes),
          this.salesAttributes(caller, owner),
        );
        if (!(patch.email ?? stored.cart.email)) patch.email = owner.email;
      }
      return { patch, lines, warnings: [], claimedBy: current === null ? owner?.id : undefined };
    });
  }

  /** Replaces the codes; each is kept and answered with whether it applies (AUTO35, SPEC §4). */
  updateDiscountCodes(caller: CartCaller, cartId: string, codes: string[]): Promise<CartDto> {
    const normalized = [...new Set(codes.map(normalizeDiscountCode))].filter((code) => code !== '');
    return this.change(caller, cartId, [], (_stored, lines) => ({
      patch: { discountCodes: normalized },
      lines,
      warnings: [],
    }));
  }

  updateNote(caller: CartCaller, cartId: string, note: string | null): Promise<CartDto> {
    return this.change(caller, cartId, [], (_stored, lines) => ({
      patch: { note: note || null },
      lines,
      warnings: [],
    }));
  }

  /**
   * The cart as checkout books it, in the order's transaction `db` (its row locked until the
   * transaction ends), re-priced from the catalogue's rows now. 404 CART_NOT_FOUND as for the cart
   * calls; 409 CART_EMPTY without lines; 409 CART_OVER_LIMIT above 10 items (SPEC §5).
   */
  async loadForCheckout(db: Database, cartId: string, caller: CartCaller): Promise<CheckoutCart> {
    const token = cartTokenOf(cartId);
    const stored = token
      ? await this.repository.findActive(token, scopeOf(caller), { db, lock: true })
      : undefined;
    if (!stored) throw cartNotFound(cartId);
    const variants = await this.variantsOf(
      stored.lines.map((l) => l.variantId),
      db,
    );
    const lines = pricedLines(planned(stored.lines), variants);
    if (lines.length === 0) throw new ConflictError('CART_EMPTY', 'The cart has no items to check out');
    const totalQuantity = lines.reduce((sum, { line }) => sum + line.quantity, 0);
    if (isCartOverLimit(totalQuantity))
      throw new ConflictError(
        'CART_OVER_LIMIT',
        `An order holds at most ${MAX_ITEMS_PER_ORDER} items; this cart has ${totalQuantity}`,
      );
    const pricing = await this.price(caller, stored.cart.discountCodes, lines, db);
    return {
      id: cartGid(stored.cart.id),
      site: stored.cart.site,
      customerId: stored.cart.customerId,
      email: stored.cart.email,
      note: stored.cart.note,
      attributes: stored.cart.attributes.map(({ key, value }) => ({ key, value })),
      discountCodes: pricing.discountCodes,
      orderType: pricing.orderType,
      lines: lines.map(({ line, variant }, index) => {
        const price = pricing.lines[index];
        const plan = line.sellingPlanId ? offeredPlan(variant.sellingPlans, line.sellingPlanId) : undefined;
        return {
          lineId: line.id,
          productId: variant.product.id,
          variantId: variant.id,
          sku: variant.sku,
          productTitle: variant.product.title,
          variantTitle: variant.title,
          productType: variant.product.productType,
          quantity: line.quantity,
          sellingPlanId: line.sellingPlanId,
          frequencyDays: plan?.frequencyDays ?? null,
          weight: variant.weight,
          weightUnit: variant.weightUnit,
          unitPriceCents: variant.priceCents,
          lineSubtotalCents: price.subtotalCents,
          discountCents: price.discountCents,
          lineTotalCents: price.totalCents,
        };
      }),
      totals: pricing.totals,
    };
  }

  /**
   * Ends the cart's life once its order is placed, in the order's transaction: the cart calls
   * answer CART_NOT_FOUND from then on, and it stops being its customer's persisted cart.
   */
  async markCompleted(db: Database, cartId: string): Promise<void> {
    const token = cartTokenOf(cartId);
    const completed = token ? await this.repository.complete(db, token) : undefined;
    if (!token || !completed) throw cartNotFound(cartId);
    if (completed.customerId)
      await this.persistedCart.clearPersistedCart(completed.customerId, cartGid(token), db);
  }

  /**
   * Reads the cart, plans the change on it and stores it against the version read; a concurrent
   * write in between makes it read and plan again (at most WRITE_ATTEMPTS times).
   */
  private async change(
    caller: CartCaller,
    cartId: string,
    requestedVariantIds: string[],
    plan: (stored: StoredCart, lines: PlannedLine[], variants: Map<string, CartVariant>) => PlannedChange,
  ): Promise<CartDto> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const stored = await this.load(caller, cartId);
      const variants = await this.variantsOf([
        ...stored.lines.map((l) => l.variantId),
        ...requestedVariantIds,
      ]);
      // Lines whose variant left the catalogue are dropped by this write.
      const current = planned(stored.lines).filter((line) => variants.has(line.variantId));
      const change = plan(stored, current, variants);
      const token = stored.cart.id;
      if (change.deleteWhenEmpty && change.lines.length === 0) {
        if (!(await this.repository.delete(token, stored.cart.version))) continue;
        if (stored.cart.customerId)
          await this.persistedCart.clearPersistedCart(stored.cart.customerId, cartGid(token));
        return this.answer(caller, token, stored.cart, [], variants, { deleted: true });
      }
      const written = await this.repository.write(token, stored.cart.version, {
        patch: change.patch,
        ...diffLines(planned(stored.lines), change.lines),
      });
      if (!written) continue;
      if (change.claimedBy) await this.persistedCart.setPersistedCart(change.claimedBy, cartGid(token));
      return this.answer(caller, token, written, change.lines, variants, { warnings: change.warnings });
    }
    throw cartBusy();
  }

  /** The active cart the caller may reach, or 404 CART_NOT_FOUND (malformed ids included). */
  private async load(caller: CartCaller, cartId: string): Promise<StoredCart> {
    const token = cartTokenOf(cartId);
    const stored = token ? await this.repository.findActive(token, scopeOf(caller)) : undefined;
    if (!stored) throw cartNotFound(cartId);
    return stored;
  }

  private async variantsOf(ids: string[], db?: Database): Promise<Map<string, CartVariant>> {
    const known = ids.filter((id) => id !== '');
    const found = await this.catalog.variantsForCart(known, db ? { db } : {});
    return new Map(found.map((variant) => [variant.id, variant]));
  }

  /**
   * The adds of a request, checked against the catalogue: 422 UNKNOWN_VARIANT for a merchandiseId
   * that is not a variant, VARIANT_UNAVAILABLE for one not sold, SELLING_PLAN_NOT_OFFERED for a
   * plan its product does not have. Prices are never taken from the client.
   */
  private lineAdds(
    inputs: CartLineInputDto[],
    variants: Map<string, CartVariant>,
    current: readonly PlannedLine[],
  ): LineAdd[] {
    return inputs.map((input) => {
      const variant = variants.get(variantIdOf(input.merchandiseId) ?? '');
      if (!variant)
        throw new CartRuleError(
          'UNKNOWN_VARIANT',
          `No product variant '${input.merchandiseId}' (check if the variant ID is valid)`,
        );
      if (!variant.available)
        throw new CartRuleError(
          'VARIANT_UNAVAILABLE',
          `${variant.product.title} (${variant.title}) is not sold now`,
        );
      const sellingPlanId = this.checkedPlan(variant, input.sellingPlanId);
      const existing = current.find((l) => l.variantId === variant.id && l.sellingPlanId === sellingPlanId);
      return {
        variantId: variant.id,
        sellingPlanId,
        quantity: input.quantity ?? 1,
        attributes: lineAttributesWith(input.attributes, existing?.attributes ?? [], variant),
      };
    });
  }

  private lineUpdates(
    inputs: CartLineUpdateInputDto[],
    lines: readonly PlannedLine[],
    variants: Map<string, CartVariant>,
  ): LineUpdate[] {
    return inputs.map((input) => {
      const id = lineRowId(input.id);
      const line = lines.find((l) => l.id === id);
      const variant = line && variants.get(line.variantId);
      // An unknown line is refused by updateLines (404 CART_LINE_NOT_FOUND).
      if (!line || !variant) return { id, quantity: input.quantity };
      return {
        id,
        quantity: input.quantity,
        sellingPlanId:
          input.sellingPlanId === undefined ? undefined : this.checkedPlan(variant, input.sellingPlanId),
        attributes:
          input.attributes === undefined
            ? undefined
            : lineAttributesWith(input.attributes, line.attributes, variant),
      };
    });
  }

  /** A plan id the variant's product is offered with, or null for one-time; 422 otherwise. */
  private checkedPlan(variant: CartVariant, sellingPlanId: string | null | undefined): string | null {
    const id = (sellingPlanId ?? '').trim();
    if (id === '') return null;
    const plan = offeredPlan(variant.sellingPlans, id);
    if (!plan)
      throw new CartRuleError(
        'SELLING_PLAN_NOT_OFFERED',
        variant.sellingPlans.length
          ? `${variant.product.title} is not offered with selling plan '${id}'`
          : `${variant.product.title} cannot be bought on autoship`,
      );
    return plan.id;
  }

  /**
   * Whose cart a create or buyer-identity call makes it: the customerAccessToken's customer when
   * one is sent (a live session of this site, and the caller's own when signed in: 401
   * INVALID_CUSTOMER_ACCESS_TOKEN otherwise), else the signed-in caller, else nobody.
   */
  private async ownerFor(
    caller: CartCaller,
    customerAccessToken: string | null | undefined,
  ): Promise<CustomerRecord | undefined> {
    let customerId = caller.customerId;
    if (customerAccessToken) {
      const session = await this.sessions.resolve(customerAccessToken);
      if (
        !session ||
        session.caller.site !== caller.site ||
        (caller.customerId !== null && caller.customerId !== session.caller.customerId)
      )
        throw new UnauthorizedError(
          'INVALID_CUSTOMER_ACCESS_TOKEN',
          'customerAccessToken is not a live session of this site and caller',
        );
      customerId = session.caller.customerId;
    }
    if (customerId === null) return undefined;
    const customer = await this.customers.findById(customerId);
    if (!customer) throw new UnauthorizedError('SIGNED_OUT', 'Sign in again: this account no longer exists');
    return customer;
  }

  private salesAttributes(caller: CartCaller, owner: CustomerRecord): CartAttribute[] {
    return salesAttributesFor({ site: caller.site, acceptsMarketing: owner.acceptsMarketing });
  }

  private async price(
    caller: CartCaller,
    discountCodes: readonly string[],
    lines: PricedLine[],
    db?: Database,
  ): Promise<CartPricing> {
    const customerId = caller.customerId;
    const signedIn = customerId !== null;
    // The subscription history is read only when AUTO35 could apply (it applies by itself, SPEC
    // §4). Inside checkout's transaction (`db`) the read also holds the customer's first-subscription
    // lock, so two carts of one first-time subscriber checked out at once get AUTO35 once.
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

  /** The full cart answer: priced now, with stock marks where the location is known. */
  private async answer(
    caller: CartCaller,
    token: string,
    fields: CartFields,
    lines: PlannedLine[],
    variants: Map<string, CartVariant>,
    options: { warnings?: CartWarning[]; deleted?: boolean; location?: StockLocation },
  ): Promise<CartDto> {
    const priced = pricedLines(lines, variants);
    const [pricing, stock] = await Promise.all([
      this.price(caller, fields.discountCodes, priced),
      this.stockMarks(priced, options.location ?? stockLocationOf(fields.attributes)),
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

function scopeOf(caller: CartCaller): CartScope {
  return { site: caller.site, customerId: caller.customerId };
}

function planned(rows: readonly CartLineRow[]): PlannedLine[] {
  return rows.map((row) => ({
    id: row.id,
    variantId: row.variantId,
    sellingPlanId: row.sellingPlanId,
    quantity: row.quantity,
    attributes: row.attributes,
    position: row.position,
  }));
}

function pricedLines(lines: readonly PlannedLine[], variants: Map<string, CartVariant>): PricedLine[] {
  return lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    return variant ? [{ line, variant }] : [];
  });
}

function withLines(plan: LinePlan): PlannedChange {
  return { patch: {}, lines: plan.lines, warnings: plan.warnings };
}

/** A line id as sent: its row id, or the text itself (no line has it, so it is 404). */
function lineRowId(publicId: string): string {
  return cartLineIdOf(publicId) ?? publicId;
}
