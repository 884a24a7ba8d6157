import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { cartCharges, salesTaxRateFor } from '@shop/cart';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import { AppError, BadRequestError, UnauthorizedError } from '../../platform/errors/app-error';
import { CustomerAddressesService, PersistedCartService } from '../../modules/account';
import { type CartCaller, CartService, type CheckoutCart } from '../../modules/cart';
import { ClinicsService } from '../../modules/clinics';
import { CustomersService, SigningSecret } from '../../modules/identity';
import { SiteOrigins } from '../../platform/site/site-origins';
import type { OrderAddress } from '../../modules/orders';
import { StaffQuotaService } from '../../modules/staff-quota';
import { StockService } from '../../modules/stock';
import { OrderSteps } from '../order-steps/order-steps';
import { checkAutoshipLogin } from './autoship-login-check';
import { checkoutExpired, invalidShipTo, noCartToCheckOut } from './checkout-errors';
import {
  addressNotFound,
  orderAddressOf,
  shipToOptionsOf,
  type ShopperShipTo,
} from './checkout-ship-to-addresses';
import { destinationOf, shipToChoices, shipToRefusal, type ShipToPick } from './checkout-ship-to';
import {
  isCheckoutTokenExpired,
  readCheckoutToken,
  signCheckoutToken,
  type CheckoutClaims,
} from './checkout-token';
import type { CheckoutChargesDto, CheckoutDto, MultipassDto } from './dto/checkout.dto';
import type { MultipassRequestDto, PlaceOrderRequestDto } from './dto/checkout-requests.dto';

/** Who is checking out, with what checkout needs to know of them (nothing for a guest). */
export interface Shopper extends ShopperShipTo {
  caller: CartCaller;
}

/** Where an order goes and which warehouse ships it. */
export interface ResolvedShipTo {
  pick: ShipToPick;
  address: OrderAddress;
  destination: 'HOME' | 'CLINIC';
  warehouseCode: string;
}

/**
 * The checkout's reads (SPEC §7 multipass, the checkout page, its charges) and what the place-order
 * flow resolves before its transaction: the link's claims, the shopper, the ship-to and its
 * warehouse. Everything read here goes through the modules' own connections, so it must never run
 * inside the order's transaction (PGlite has one connection).
 */
@Injectable()
export class CheckoutService {
  private readonly autoshipLoginRequired: boolean;
  private readonly tokenTtlMs: number;

  constructor(
    private readonly carts: CartService,
    private readonly customers: CustomersService,
    private readonly addressBook: CustomerAddressesService,
    private readonly persistedCarts: PersistedCartService,
    private readonly clinics: ClinicsService,
    private readonly orderSteps: OrderSteps,
    private readonly stock: StockService,
    private readonly secret: SigningSecret,
    private readonly origins: SiteOrigins,
    private readonly clock: Clock,
    private readonly quotas: StaffQuotaService,
    config: ConfigService<Env, true>,
  ) {
    this.autoshipLoginRequired = config.get('AUTOSHIP_REQUIRES_LOGIN', { infer: true });
    this.tokenTtlMs = config.get('CHECKOUT_TOKEN_TTL_SECONDS', { infer: true }) * 1000;
  }

  /**
   * SPEC §7 multipass: the shop's own checkout page for the caller's cart, behind a short-lived
   * signed link bound to the cart, the site and the customer. Refused as the cart calls refuse
   * (404 CART_NOT_FOUND), for an empty or over-limit cart (409), and for a guest starting an
   * autoship while AUTOSHIP_REQUIRES_LOGIN is on (401).
   */
  async multipass(
    caller: CartCaller,
    body: MultipassRequestDto,
    cookieCartId: string | null,
  ): Promise<MultipassDto> {
    const cartId = body.cartId ?? cookieCartId ?? (await this.persistedCartOf(caller));
    if (!cartId) throw noCartToCheckOut();
    const cart = await this.cartFor(caller, cartId);
    checkAutoshipLogin(caller, cart.lines, { autoshipRequiresLogin: this.autoshipLoginRequired });
    const expiresAt = this.clock.now().getTime() + this.tokenTtlMs;
    const token = signCheckoutToken(
      { cartId: cart.id, site: caller.site, customerId: caller.customerId, expiresAt },
      this.secret,
    );
    return {
      url: `${this.origins.publicOrigin(caller.site)}/checkout?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** The checkout page's data for a link: the cart re-priced now, the email, the ship-to options. */
  async read(caller: CartCaller, token: string): Promise<CheckoutDto> {
    const claims = this.claimsFor(caller, token);
    const shopper = await this.shopperOf(caller);
    const cart = await this.cartFor(caller, claims.cartId);
    return {
      cartId: cart.id,
      site: cart.site,
      signedIn: shopper.customer !== null,
      email: shopper.customer?.email ?? cart.email,
      emailRequired: shopper.customer === null,
      orderType: cart.orderType,
      lines: cart.lines.map((line) => ({
        lineId: line.lineId,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        productTitle: line.productTitle,
        variantTitle: line.variantTitle,
        productType: line.productType,
        quantity: line.quantity,
        sellingPlanId: line.sellingPlanId,
        frequencyDays: line.frequencyDays,
        unitPriceCents: line.unitPriceCents,
        lineSubtotalCents: line.lineSubtotalCents,
        discountCents: line.discountCents,
        lineTotalCents: line.lineTotalCents,
      })),
      totals: cart.totals,
      discountCodes: cart.discountCodes,
      shipToOptions: shipToOptionsOf(shopper),
      newAddressAllowed: shopper.choices.newAddress,
      homeDeliveryOnly: shopper.clinic?.homeDeliveryOnly ?? false,
      freeShippingThresholdCents: await this.freeShippingThresholdCents(caller.site),
      expiresAt: new Date(claims.expiresAt).toISOString(),
      staffQuota: await this.quotas.standingFor(shopper.customer, caller.site),
    };
  }

  /** Shipping, the Alaska/Hawaii service charge and tax for the link's cart shipped to a state. */
  async charges(caller: CartCaller, token: string, provinceCode: string): Promise<CheckoutChargesDto> {
    const claims = this.claimsFor(caller, token);
    if (salesTaxRateFor(provinceCode) === undefined)
      throw new BadRequestError('INVALID_STATE', `'${provinceCode}' is not a US state or DC we deliver to`);
    const cart = await this.cartFor(caller, claims.cartId);
    const charges = cartCharges(
      cart.totals,
      provinceCode,
      await this.freeShippingThresholdCents(caller.site),
    );
    return { provinceCode, merchandiseCents: cart.totals.cartSubtotalCents, ...charges };
  }

  /**
   * The claims of a link the caller may use: signed by this shop, for this site and this session's
   * customer (a guest's link for a guest), and unexpired unless `allowExpired` (a replayed order
   * answers after its link expired). Anything else is 401 CHECKOUT_EXPIRED.
   */
  claimsFor(caller: CartCaller, token: string, options: { allowExpired?: boolean } = {}): CheckoutClaims {
    const claims = readCheckoutToken(token, this.secret);
    if (!claims) throw checkoutExpired('This checkout link is not valid');
    if (claims.site !== caller.site || claims.customerId !== caller.customerId)
      throw checkoutExpired('This checkout link was made for another session');
    if (!options.allowExpired) this.checkUnexpired(claims);
    return claims;
  }

  checkUnexpired(claims: CheckoutClaims): void {
    if (isCheckoutTokenExpired(claims, this.clock.now()))
      throw checkoutExpired('This checkout link has expired');
  }

  /** The caller with their account, address book and clinic (staff), and where they may ship. */
  async shopperOf(caller: CartCaller): Promise<Shopper> {
    if (caller.customerId === null)
      return {
        caller,
        customer: null,
        addresses: [],
        clinic: null,
        choices: shipToChoices({ site: caller.site, signedIn: false, clinic: null, preferredAddress: null }),
      };
    const customer = await this.customers.findById(caller.customerId);
    if (!customer) throw new UnauthorizedError('SIGNED_OUT', 'Sign in again: this account no longer exists');
    const [book, clinic] = await Promise.all([
      this.addressBook.book(customer.id),
      customer.kind === 'staff' ? this.clinics.clinicOfShipTo(customer.shipTo) : Promise.resolve(undefined),
    ]);
    return {
      caller,
      customer,
      addresses: book.addresses,
      clinic: clinic ?? null,
      choices: shipToChoices({
        site: caller.site,
        signedIn: true,
        clinic: clinic ?? null,
        preferredAddress: customer.kind === 'staff' ? customer.preferredAddress : null,
      }),
    };
  }

  /**
   * The ship-to of a place-order request, checked against the shopper's choices, and the warehouse
   * serving its ZIP: exactly one of addressId ('clinic' or a saved address) and shippingAddress.
   */
  async shipToFor(body: PlaceOrderRequestDto, shopper: Shopper): Promise<ResolvedShipTo> {
    if (body.addressId !== undefined && body.shippingAddress !== undefined)
      throw new BadRequestError('SHIP_TO_AMBIGUOUS', 'Send either addressId or shippingAddress, not both');
    if (body.addressId === undefined && body.shippingAddress === undefined)
      throw new BadRequestError(
        'SHIP_TO_REQUIRED',
        'Choose where the order goes: addressId or shippingAddress',
      );
    const pick: ShipToPick =
      body.addressId === 'clinic'
        ? { kind: 'clinic' }
        : body.addressId !== undefined
          ? { kind: 'saved', addressId: body.addressId }
          : { kind: 'new' };
    const refusal = shipToRefusal(pick, shopper.choices);
    if (refusal === 'CLINIC_DELIVERY_UNAVAILABLE')
      throw invalidShipTo(
        refusal,
        shopper.clinic?.homeDeliveryOnly
          ? 'Your clinic receives no orders (home delivery only): ship to a home address'
          : 'Only staff members of a known clinic can ship to it',
      );
    if (refusal) throw addressNotFound(body.addressId ?? '');
    const address = orderAddressOf(pick, body, shopper);
    const destination = destinationOf(pick);
    return { pick, address, destination, warehouseCode: await this.warehouseFor(address.zip, destination) };
  }

  /** The free-shipping threshold in cents: the site's content setting, else libs/catalog's default. */
  async freeShippingThresholdCents(site: CartCaller['site']): Promise<number> {
    return this.orderSteps.freeShippingThresholdCents(site);
  }

  /** A signed-in customer's persisted cart (SPEC §3 metafield), the cart of last resort. */
  private async persistedCartOf(caller: CartCaller): Promise<string | null> {
    return caller.customerId === null ? null : this.persistedCarts.persistedCartOf(caller.customerId);
  }

  /** The cart as checkout shows it: read-only, so no transaction and no lock. */
  private cartFor(caller: CartCaller, cartId: string): Promise<CheckoutCart> {
    return this.carts.readForCheckout(caller, cartId);
  }

  private async warehouseFor(zip: string, destination: 'HOME' | 'CLINIC'): Promise<string> {
    try {
      return await this.stock.warehouseFor(zip, destination);
    } catch (error) {
      if (error instanceof AppError && error.getStatus() < 500)
        throw invalidShipTo(
          'SHIP_TO_NOT_SERVED',
          `We do not deliver to ZIP ${zip}${destination === 'CLINIC' ? ' for clinic delivery' : ''}`,
        );
      throw error;
    }
  }
}
