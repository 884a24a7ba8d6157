import {
  autoshipActionsFor,
  isAutoshipCancelReason,
  isAutoshipOrderDue,
  type AutoshipCancelReason,
  type AutoshipState,
} from '@shop/cart';
import type { CartVariant } from '../catalog';
import type { CustomerSubscriptionDto } from './dto/customer-subscription.dto';
import type { SubscriptionDto } from './dto/subscription.dto';
import { weeksOf } from './subscription-contracts';
import type { SubscriptionRow, SubscriptionShipTo } from './subscriptions.schema';

/** The row's fields the autoship rules (libs/cart) read and change. */
export function toAutoshipState(row: SubscriptionRow): AutoshipState<SubscriptionShipTo> {
  return {
    status: row.status,
    frequencyDays: row.frequencyDays,
    nextOrderDate: row.nextOrderDate,
    quantity: row.quantity,
    cancelReason: cancelReasonOf(row),
    shipTo: row.shipTo,
  };
}

/** SPEC §3's mapped names; weight and unit from the subscribed variant as the catalogue has it now. */
export function toCustomerSubscriptionDto(
  row: SubscriptionRow,
  customerPublicId: string,
  variant: CartVariant | undefined,
): CustomerSubscriptionDto {
  return {
    customerId: customerPublicId,
    productId: row.productId,
    variantId: row.variantId,
    sku: row.sku,
    contractId: row.contractId,
    frequencyDays: row.frequencyDays,
    frequency: weeksOf(row.frequencyDays),
    status: row.status,
    cancelled: row.cancelled,
    cancelReason: cancelReasonOf(row),
    startDateString: row.startDate,
    nextOrderDateString: row.nextOrderDate,
    quantity: row.quantity,
    weight: variant?.weight ?? null,
    weightUnit: variant?.weightUnit ?? null,
  };
}

/** One subscription for 'My Subscriptions': the profile's fields plus what the page shows and offers. */
export function toSubscriptionDto(
  row: SubscriptionRow,
  customerPublicId: string,
  variant: CartVariant | undefined,
  today: string,
): SubscriptionDto {
  const shipTo = row.shipTo;
  return {
    ...toCustomerSubscriptionDto(row, customerPublicId, variant),
    orderDue: isAutoshipOrderDue(row, today),
    productTitle: variant?.product.title ?? null,
    productHandle: variant?.product.handle ?? null,
    variantTitle: variant?.title ?? null,
    size: variant?.selectedOptions.find((option) => option.name === 'Size')?.value ?? null,
    imageUrl: variant?.imageUrl ?? null,
    shipTo: {
      firstName: shipTo.firstName ?? null,
      lastName: shipTo.lastName ?? null,
      address1: shipTo.address1,
      address2: shipTo.address2 ?? null,
      city: shipTo.city,
      province: shipTo.province ?? null,
      provinceCode: shipTo.provinceCode,
      zip: shipTo.zip,
      country: shipTo.country ?? null,
      countryCode: shipTo.countryCode,
      phone: shipTo.phone ?? null,
    },
    sellingPlans: (variant?.sellingPlans ?? []).map((plan) => ({
      frequencyDays: plan.frequencyDays,
      frequency: weeksOf(plan.frequencyDays),
      name: plan.name,
    })),
    actions: autoshipActionsFor(row.status),
  };
}

/** Only the rules write cancel_reason, so anything else there is a cancelled row of unknown reason. */
function cancelReasonOf(row: SubscriptionRow): AutoshipCancelReason | null {
  if (row.status !== 'cancelled') return null;
  return isAutoshipCancelReason(row.cancelReason) ? row.cancelReason : 'OTHER';
}
