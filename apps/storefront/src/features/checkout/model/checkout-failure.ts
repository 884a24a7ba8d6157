import { CART_OVER_LIMIT_MESSAGE } from '@shop/cart';
import { ApiError } from '../../../lib/api/api-error';
import { failureText, TROUBLE_TEXT } from '../../../lib/api/api-failure-alert';

/**
 * What the checkout page does about a refusal: `expired` sends the shopper back to the cart (the
 * link cannot be used again), `payment` and `stock` keep them on the page with everything they
 * typed, `changed` shows the new total to review before pressing Place Order again, `retry` asks
 * them to press Place Order again (with the same Idempotency-Key).
 */
export type CheckoutFailureKind = 'expired' | 'payment' | 'stock' | 'changed' | 'retry' | 'other';

export interface CheckoutFailure {
  kind: CheckoutFailureKind;
  message: string;
}

/** The provider's decline codes (402 PAYMENT_DECLINED details), in the shopper's words. */
const DECLINE_REASONS: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "The card's security code is incorrect.",
  incorrect_number: 'The card number is incorrect.',
  invalid_expiry: "The card's expiry date is not valid.",
};

function declineCode(details: unknown): string | undefined {
  if (!Array.isArray(details)) return undefined;
  const problems = (details[0] as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) && typeof problems[0] === 'string' ? problems[0] : undefined;
}

function skusOf(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details
    .map((detail) => (detail as { field?: unknown } | null)?.field)
    .filter((field): field is string => typeof field === 'string');
}

/** A line of the checkout as a failure names it: its product and variant. */
export interface NamedLine {
  sku: string;
  productTitle: string;
  variantTitle: string;
}

function namesOf(skus: string[], lines: readonly NamedLine[]): string {
  return skus
    .map((sku) => {
      const line = lines.find((candidate) => candidate.sku === sku);
      return line ? `${line.productTitle} (${line.variantTitle})` : sku;
    })
    .join(', ');
}

/**
 * A failed checkout call said for the shopper, naming what it can: the card's problem, the products
 * that ran out, the order limit. Nothing was charged or kept for any refusal (the API's
 * one-transaction rule), and the messages say so where a shopper would worry.
 */
export function checkoutFailure(error: unknown, lines: readonly NamedLine[] = []): CheckoutFailure {
  if (!(error instanceof ApiError)) return { kind: 'retry', message: failureText(error) };
  switch (error.code) {
    case 'CHECKOUT_EXPIRED':
    case 'CART_NOT_FOUND':
    case 'CART_EMPTY':
      return {
        kind: 'expired',
        message:
          'This checkout link has expired or your cart has changed. Please start checkout again from your cart.',
      };
    case 'PAYMENT_DECLINED': {
      const reason = DECLINE_REASONS[declineCode(error.details) ?? ''] ?? 'Your card was declined.';
      return {
        kind: 'payment',
        message: `${reason} Nothing was charged. Check the card details or use another card.`,
      };
    }
    case 'SERVICE_UNAVAILABLE':
      return { kind: 'retry', message: `${TROUBLE_TEXT} Your cart is saved.` };
    case 'PAYMENT_UNAVAILABLE':
      return {
        kind: 'retry',
        message:
          'We could not reach the payment service. Nothing was charged; please press Place Order again.',
      };
    case 'OUT_OF_STOCK': {
      const skus = skusOf(error.details);
      return {
        kind: 'stock',
        message: `Not enough stock to ship ${skus.length > 0 ? namesOf(skus, lines) : 'some items'}. Lower the quantity or remove ${skus.length === 1 ? 'it' : 'them'} in your cart. Nothing was charged.`,
      };
    }
    case 'CART_OVER_LIMIT':
      return { kind: 'stock', message: CART_OVER_LIMIT_MESSAGE };
    case 'CHECKOUT_TOTAL_CHANGED':
      // The API's message names both totals (a price changed, or an offer went to another order).
      return { kind: 'changed', message: `${error.message}. Nothing was charged.` };
    case 'IDEMPOTENCY_IN_PROGRESS':
      return {
        kind: 'retry',
        message: 'Your order is still being placed. Please wait a moment, then press Place Order again.',
      };
    case 'IDEMPOTENCY_KEY_REUSED':
      return {
        kind: 'other',
        message:
          'An order was already placed from this checkout with other details. Check your email or My Orders before ordering again.',
      };
    default:
      return { kind: error.status >= 500 ? 'retry' : 'other', message: failureText(error) };
  }
}
