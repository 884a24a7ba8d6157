/** The Nest token the payment provider is bound to (PaymentsModule); inject it, never a class. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Card details as the shopper typed them; they go to the provider and are never stored by the shop. */
export interface PaymentCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A payment method the provider gave back earlier (a succeeded authorisation's reference). */
export interface SavedPaymentMethod {
  reference: string;
}

export interface AuthorizeRequest {
  amountCents: number;
  currency: 'USD';
  card: PaymentCard | SavedPaymentMethod;
  /** The same key gives the same answer, so a retried request never charges twice. */
  idempotencyKey: string;
}

/** Why a payment was refused, in the big providers' vocabulary. */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'invalid_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc'
  | 'invalid_reference'
  | 'invalid_amount'
  | 'unsupported_currency';

export type AuthorizeResult =
  | {
      status: 'succeeded';
      /** A reusable reference to the payment method: store it, charge it again (renewals), refund it. */
      reference: string;
      /** What a receipt may show. */
      card: { brand: string; last4: string };
    }
  | { status: 'declined'; code: DeclineCode; message: string }
  /** Nothing was charged and trying again later may succeed. */
  | { status: 'failed_transiently'; message: string };

export type RefundResult =
  | { status: 'refunded'; refundReference: string }
  | { status: 'failed'; code: 'invalid_reference' | 'invalid_amount'; message: string };

/**
 * Takes payments for checkout and renewals. Implementations answer every refusal as a result,
 * never by throwing, so a shopper's bad card is a message and never a 500; a thrown error means
 * the provider itself is broken.
 */
export interface PaymentProvider {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  refund(reference: string, amountCents: number): Promise<RefundResult>;
}
