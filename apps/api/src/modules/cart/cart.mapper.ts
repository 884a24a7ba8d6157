import {
  autoshipUnitPriceCents,
  isAutoshipLimitReached,
  isAutoshipLine,
  isCartOverLimit,
  maxLineQuantity,
  type CartPricing,
} from '@shop/cart';
import { centsToAmount } from '@shop/catalog';
import { customerGid } from '@shop/identity';
import type { CartVariant, MoneyDto } from '../catalog';
import type { StaffQuotaDto } from '../staff-quota';
import { offeredPlan } from './cart-attributes';
import type { CheckoutCart } from './cart-caller';
import type { CartRow } from './cart.schema';
import { cartGid, cartLineGid } from './cart-ids';
import type { CartWarning, PlannedLine } from './cart-line-changes';
import type { CartDto, CartLineStockDto, CartStockCheckDto } from './dto/cart.dto';

/** A cart's own fields as the answer shows them. */
export type CartFields = Pick<
  CartRow,
  'customerId' | 'email' | 'phone' | 'countryCode' | 'note' | 'attributes' | 'discountCodes'
>;

/** A cart line with its catalogue variant (lines whose variant is gone are left out before). */
export interface PricedLine {
  line: PlannedLine;
  variant: CartVariant;
}

export interface CartView {
  token: string;
  fields: CartFields;
  lines: PricedLine[];
  /** priceCart over `lines`, in their order. */
  pricing: CartPricing;
  stockCheck: CartStockCheckDto | null;
  /** By line row id. */
  stock: ReadonlyMap<string, CartLineStockDto>;
  warnings: CartWarning[];
  deleted: boolean;
  /** The staff member's quota this month; null when none applies. */
  staffQuota: StaffQuotaDto | null;
}

function money(cents: number): MoneyDto {
  return { amount: centsToAmount(cents), currencyCode: 'USD' };
}

/** The full cart of SPEC §3, as every cart call answers it. */
export function toCartDto(view: CartView): CartDto {
  const { fields, pricing } = view;
  const totals = pricing.totals;
  const totalQuantity = view.lines.reduce((sum, { line }) => sum + line.quantity, 0);
  return {
    id: cartGid(view.token),
    totalQuantity,
    buyerIdentity: {
      email: fields.email,
      phone: fields.phone,
      countryCode: fields.countryCode,
      customer: fields.customerId ? { id: customerGid(fields.customerId) } : null,
    },
    lineItems: view.lines.map(({ line, variant }, index) => {
      const price = pricing.lines[index];
      const autoship = isAutoshipLine(line);
      const plan = autoship ? variant.sellingPlans.find((p) => p.id === line.sellingPlanId) : undefined;
      return {
        id: cartLineGid(line.id),
        quantity: line.quantity,
        attributes: line.attributes.map(({ key, value }) => ({ key, value })),
        product: { ...variant.product },
        variant: {
          id: variant.id,
          adminGraphqlId: variant.adminGraphqlId,
          sku: variant.sku,
          title: variant.title,
          variantURL: variant.variantUrl,
          selectedOptions: variant.selectedOptions.map(({ name, value }) => ({ name, value })),
          price: money(variant.priceCents),
          compareAtPrice: variant.compareAtPriceCents === null ? null : money(variant.compareAtPriceCents),
          image: { url: variant.imageUrl },
          weight: variant.weight,
          weightUnit: variant.weightUnit,
          available: variant.available,
        },
        cost: {
          subtotalAmount: money(price.subtotalCents),
          discountAmount: money(price.discountCents),
          totalAmount: money(price.totalCents),
          subtotalCents: price.subtotalCents,
          autoshipSavingCents: price.autoshipSavingCents,
          programDiscountCents: price.programDiscountCents,
          discountCodeCents: price.discountCodeCents,
          discountCents: price.discountCents,
          totalCents: price.totalCents,
        },
        sellingPlanAllocation: plan
          ? { sellingPlan: { ...plan }, price: money(autoshipUnitPriceCents(variant.priceCents)) }
          : null,
        maxQuantity: maxLineQuantity(autoship),
        autoshipLimitReached: autoship && isAutoshipLimitReached(line.quantity),
        stock: view.stock.get(line.id) ?? null,
      };
    }),
    attributes: fields.attributes.map(({ key, value }) => ({ key, value })),
    note: fields.note,
    discountCodes: pricing.discountCodes.map(({ code, applicable, refusal }) => ({
      code,
      applicable,
      message: refusal,
    })),
    cost: {
      subtotalBeforeSavingsAmount: money(totals.subtotalBeforeSavingsCents),
      autoshipSavingsAmount: money(totals.autoshipSavingsCents),
      programDiscountAmount: money(totals.programDiscountCents),
      discountCodeSavingsAmount: money(totals.discountCodeSavingsCents),
      subtotalAmount: money(totals.cartSubtotalCents),
      totalAmount: money(totals.cartSubtotalCents),
      totalSavingsAmount: money(totals.totalSavingsCents),
      freeShippingEligibleSubtotalAmount: money(totals.freeShippingEligibleSubtotalCents),
      cents: { ...totals },
    },
    orderType: pricing.orderType,
    overLimit: isCartOverLimit(totalQuantity),
    autoshipLimitReached: view.lines.some(
      ({ line }) => isAutoshipLine(line) && isAutoshipLimitReached(line.quantity),
    ),
    stockCheck: view.stockCheck,
    warnings: view.warnings.map((w) => ({
      code: w.code,
      message: w.message,
      lineId: w.lineId ? cartLineGid(w.lineId) : null,
    })),
    deleted: view.deleted,
    staffQuota: view.staffQuota,
  };
}

/** The cart as checkout books it: each line with its variant's order fields and its money. */
export function toCheckoutCart(
  cart: CartRow,
  lines: readonly PricedLine[],
  pricing: CartPricing,
): CheckoutCart {
  return {
    id: cartGid(cart.id),
    site: cart.site,
    customerId: cart.customerId,
    email: cart.email,
    note: cart.note,
    attributes: cart.attributes.map(({ key, value }) => ({ key, value })),
    discountCodes: pricing.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
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
