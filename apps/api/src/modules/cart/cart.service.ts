import { Injectable } from '@nestjs/common';
import { isCartOverLimit, MAX_ITEMS_PER_ORDER, normalizeDiscountCode } from '@shop/cart';
import { normalizeEmail } from '@shop/identity';
import type { Database } from '../../platform/database/database.types';
import { ConflictError } from '../../platform/errors/app-error';
import { PersistedCartService } from '../account';
import { type CartVariant, CatalogService } from '../catalog';
import { CartAnswerService } from './cart-answer.service';
import {
  cartAttributesWith,
  clientCartAttributes,
  serverCartAttributes,
  type StockLocation,
} from './cart-attributes';
import type { CartCaller, CheckoutCart } from './cart-caller';
import { cartBusy, cartNotFound } from './cart-errors';
import { cartGid, cartTokenOf, newCartToken, newLineId, variantIdOf } from './cart-ids';
import {
  addLines,
  diffLines,
  removeLines,
  updateLines,
  type CartWarning,
  type LinePlan,
  type PlannedLine,
} from './cart-line-changes';
import { lineAddsOf, lineRowId, lineUpdatesOf } from './cart-line-inputs';
import { plannedLines, pricedLines } from './cart-line-rows';
import { CartOwnershipService } from './cart-ownership.service';
import { toCheckoutCart, type CartFields } from './cart.mapper';
import { CartRepository, type CartPatch, type CartScope, type StoredCart } from './cart.repository';
import type {
  BuyerIdentityInputDto,
  CartAttributeInputDto,
  CartLineInputDto,
  CartLineUpdateInputDto,
  CreateCartRequestDto,
} from './dto/cart-requests.dto';
import type { CartDto } from './dto/cart.dto';

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
    private readonly persistedCart: PersistedCartService,
    private readonly ownership: CartOwnershipService,
    private readonly answers: CartAnswerService,
  ) {}

  async get(caller: CartCaller, cartId: string, location?: StockLocation): Promise<CartDto> {
    const stored = await this.load(caller, cartId);
    const variants = await this.variantsOf(stored.lines.map((l) => l.variantId));
    return this.answers.answer(caller, stored.cart.id, stored.cart, plannedLines(stored.lines), variants, {
      location,
    });
  }

  /**
   * A new cart (SPEC §4 'created on first add'), with its first lines. A signed-in caller's (or
   * the customerAccessToken's) cart is theirs from the start: it gets the sales attributes and is
   * saved as their persisted cart.
   */
  async create(caller: CartCaller, body: CreateCartRequestDto): Promise<CartDto> {
    const owner = await this.ownership.ownerFor(caller, body.buyerIdentity?.customerAccessToken);
    const inputs = body.lineItems ?? [];
    const variants = await this.variantsOf(inputs.map((input) => variantIdOf(input.merchandiseId) ?? ''));
    const plan = addLines([], lineAddsOf(inputs, variants, []), newLineId);
    const identity = body.buyerIdentity ?? {};
    const fields: CartFields = {
      customerId: owner?.id ?? null,
      email: identity.email ? normalizeEmail(identity.email) : (owner?.email ?? null),
      phone: identity.phone ?? null,
      countryCode: identity.countryCode ?? null,
      note: null,
      attributes: cartAttributesWith(
        body.attributes ?? [],
        owner ? this.ownership.salesAttributes(caller, owner) : null,
      ),
      discountCodes: [],
    };
    const token = newCartToken();
    await this.repository.create({ id: token, site: caller.site, ...fields }, plan.lines);
    if (owner) await this.persistedCart.setPersistedCart(owner.id, cartGid(token));
    return this.answers.answer(caller, token, fields, plan.lines, variants, { warnings: plan.warnings });
  }

  addLines(caller: CartCaller, cartId: string, inputs: CartLineInputDto[]): Promise<CartDto> {
    const requested = inputs.map((input) => variantIdOf(input.merchandiseId) ?? '');
    return this.change(caller, cartId, requested, (stored, lines, variants) =>
      withLines(addLines(lines, lineAddsOf(inputs, variants, lines), newLineId)),
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
      ...withLines(updateLines(lines, lineUpdatesOf(inputs, lines, variants))),
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
    const owner = await this.ownership.ownerFor(caller, identity.customerAccessToken);
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
          this.ownership.salesAttributes(caller, owner),
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
   * The cart as the checkout page shows it (multipass, get-checkout, calculate-charges): read
   * without a transaction or a lock, priced now. Errors as loadForCheckout's.
   */
  async readForCheckout(caller: CartCaller, cartId: string): Promise<CheckoutCart> {
    return this.checkoutCartOf(caller, await this.load(caller, cartId));
  }

  /**
   * The cart as checkout books it, in the order's transaction `db` (its row locked until the
   * transaction ends), re-priced from the catalogue now. 404 CART_NOT_FOUND as for the cart
   * calls; 409 CART_EMPTY without lines; 409 CART_OVER_LIMIT above 10 items (SPEC §5).
   */
  async loadForCheckout(db: Database, cartId: string, caller: CartCaller): Promise<CheckoutCart> {
    const token = cartTokenOf(cartId);
    const stored = token
      ? await this.repository.findActive(token, scopeOf(caller), { db, lock: true })
      : undefined;
    if (!stored) throw cartNotFound(cartId);
    return this.checkoutCartOf(caller, stored, db);
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
      const current = plannedLines(stored.lines).filter((line) => variants.has(line.variantId));
      const change = plan(stored, current, variants);
      const token = stored.cart.id;
      if (change.deleteWhenEmpty && change.lines.length === 0) {
        if (!(await this.repository.delete(token, stored.cart.version))) continue;
        if (stored.cart.customerId)
          await this.persistedCart.clearPersistedCart(stored.cart.customerId, cartGid(token));
        return this.answers.answer(caller, token, stored.cart, [], variants, { deleted: true });
      }
      const written = await this.repository.write(token, stored.cart.version, {
        patch: change.patch,
        ...diffLines(plannedLines(stored.lines), change.lines),
      });
      if (!written) continue;
      if (change.claimedBy) await this.persistedCart.setPersistedCart(change.claimedBy, cartGid(token));
      const fields: CartFields = { ...stored.cart, ...change.patch };
      return this.answers.answer(caller, token, fields, change.lines, variants, {
        warnings: change.warnings,
      });
    }
    throw cartBusy();
  }

  /** Priced for checkout; inside the order's transaction when `db` is given (AUTO35's lock). */
  private async checkoutCartOf(caller: CartCaller, stored: StoredCart, db?: Database): Promise<CheckoutCart> {
    const variants = await this.variantsOf(
      stored.lines.map((l) => l.variantId),
      db,
    );
    const lines = pricedLines(plannedLines(stored.lines), variants);
    if (lines.length === 0) throw new ConflictError('CART_EMPTY', 'The cart has no items to check out');
    const totalQuantity = lines.reduce((sum, { line }) => sum + line.quantity, 0);
    if (isCartOverLimit(totalQuantity))
      throw new ConflictError(
        'CART_OVER_LIMIT',
        `An order holds at most ${MAX_ITEMS_PER_ORDER} items; this cart has ${totalQuantity}`,
      );
    const pricing = await this.answers.price(caller, stored.cart.discountCodes, lines, db);
    return toCheckoutCart(stored.cart, lines, pricing);
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
}

function scopeOf(caller: CartCaller): CartScope {
  return { site: caller.site, customerId: caller.customerId };
}

function withLines(plan: LinePlan): PlannedChange {
  return { patch: {}, lines: plan.lines, warnings: plan.warnings };
}
