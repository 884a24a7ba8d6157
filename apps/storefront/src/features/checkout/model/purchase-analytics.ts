import type { PlacedOrderDto } from '@shop/api-client';
import type { PurchaseInput } from '@shop/cart';

/**
 * A placed order as GA4's purchase (SPEC §2 analytics): the order number as the transaction, each
 * line at its catalogue unit price with its savings per unit as the discount, tax and shipping
 * (the Alaska/Hawaii service charge counts as shipping) beside the items' value.
 */
export function purchaseInputOf(order: PlacedOrderDto): PurchaseInput {
  return {
    transactionId: order.number,
    products: order.lines.map((line) => ({
      sku: line.sku,
      name: line.productTitle,
      variant: line.variantTitle,
      unitPrice: line.unitPriceCents / 100,
      unitDiscount: line.quantity > 0 ? Math.round(line.discountCents / line.quantity) / 100 : 0,
      quantity: line.quantity,
    })),
    tax: order.totals.taxCents / 100,
    shipping: (order.totals.shippingCents + order.totals.serviceChargeCents) / 100,
  };
}
