import type { SiteId } from '@shop/identity';

/** A line of a placed order as subscribers see it: enough to know who bought what. */
export interface OrderPlacedLine {
  productId: string;
  variantId: string;
  sku: string;
  quantity: number;
}

/** An order committed, by a shopper's checkout or an autoship renewal. */
export interface OrderPlaced {
  orderId: string;
  orderNumber: string;
  site: SiteId;
  customerId: string | null;
  email: string;
  orderType: string;
  totalCents: number;
  /** What the shopper paid on top of the order's totals, added by in-transaction contributors. */
  contributedCents: number;
  source: 'checkout' | 'renewal';
  lines: OrderPlacedLine[];
}

/** An operator cancelled a placed order; its units went back. */
export interface OrderCancelled {
  orderId: string;
  orderNumber: string;
  site: SiteId;
  customerId: string | null;
}

/** An order's payment was refunded (today: on cancellation, when it had anything to refund). */
export interface OrderRefunded {
  orderId: string;
  orderNumber: string;
  site: SiteId;
  customerId: string | null;
  amountCents: number;
  paymentReference: string;
  refundReference: string;
}

/** Who a subscription's mail goes to and what it is about, read when the event was published. */
export interface SubscriptionMailRecipient {
  email: string;
  firstName: string | null;
  /** 'Chicken & Barley Dry Dog Food (15 lb)', or the SKU when the catalogue no longer has it. */
  item: string;
  quantity: number;
}

/** An autoship period renewed: its order was placed and the next order date moved on. */
export interface SubscriptionRenewed {
  contractId: string;
  customerId: string;
  site: SiteId;
  period: string;
  nextOrderDate: string;
  orderId: string;
  orderNumber: string;
}

/** A renewal attempt failed and was recorded (retried later, or the autoship paused). */
export interface SubscriptionRenewalFailed {
  contractId: string;
  customerId: string;
  site: SiteId;
  period: string;
  /** 'customer' failures are the customer's to fix (counted, mailed); 'transient' ones are ours. */
  kind: 'customer' | 'transient';
  code: string;
  paused: boolean;
  /** ISO time of the next attempt; null when paused. */
  retryAt: string | null;
  /** Null when the account is gone. */
  recipient: SubscriptionMailRecipient | null;
}

/** A renewal is due in a few days (RENEWAL_REMINDER_DAYS): time to skip or change it. */
export interface SubscriptionRenewalReminderDue {
  contractId: string;
  customerId: string;
  site: SiteId;
  nextOrderDate: string;
  recipient: SubscriptionMailRecipient;
}

/** A customer cancelled an autoship. */
export interface SubscriptionCancelled {
  contractId: string;
  customerId: string;
  site: SiteId;
  reason: string | null;
}

/**
 * Every order event by name, with its payload. Payloads are plain JSON data (they are stored in
 * the outbox and read back by another process, maybe a later release): ids, not rows or classes;
 * a field added later must be optional for the events already stored.
 */
export interface OrderEventPayloads {
  OrderPlaced: OrderPlaced;
  OrderCancelled: OrderCancelled;
  OrderRefunded: OrderRefunded;
  SubscriptionRenewed: SubscriptionRenewed;
  SubscriptionRenewalFailed: SubscriptionRenewalFailed;
  SubscriptionRenewalReminderDue: SubscriptionRenewalReminderDue;
  SubscriptionCancelled: SubscriptionCancelled;
}

export type OrderEventType = keyof OrderEventPayloads;

/** One event as a subscriber receives it; `id` is stable across redeliveries (a dedupe key). */
export interface DeliveredOrderEvent<T extends OrderEventType = OrderEventType> {
  id: string;
  type: T;
  payload: OrderEventPayloads[T];
  createdAt: Date;
  /** 1 on the first delivery to this subscriber; more after a failure or a crashed claim. */
  attempt: number;
}
