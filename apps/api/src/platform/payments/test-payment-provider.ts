import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Clock } from '../clock/clock';
import { cardBrand, cardNumberDigits, checkExpiry, isCvcValid } from './card-checks';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  DeclineCode,
  PaymentProvider,
  RefundResult,
} from './payment-provider';
import { TEST_CARDS, testCardByLast4, type TestCardBehaviour } from './test-payment-cards';

/** The largest single payment accepted ($999,999.99, as the big providers cap it). */
const MAX_AMOUNT_CENTS = 99_999_999;

/**
 * 'pm_test_{brand}_{last4}_{yyyymm expiry}_{16 hex}': everything a later charge needs is in the
 * reference itself, so any API process can charge it again (renewals) with no table of its own.
 */
const REFERENCE = /^pm_test_([a-z]{1,12})_(\d{4})_(\d{4})(\d{2})_([0-9a-f]{16})$/;

const MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  invalid_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
  invalid_reference: 'This saved payment method is not known.',
  invalid_amount: 'The amount must be a whole number of cents from 1 to 99999999.',
  unsupported_currency: 'Only USD payments are accepted.',
};

const PROCESSING_ERROR = 'An error occurred while processing your card. Try again in a little bit.';

/**
 * The built-in payment provider: behaves like the big providers' test modes (TEST_CARDS: cards
 * that succeed, are declined, or fail transiently), checks numbers (Luhn), expiry and security
 * code, and sends nothing anywhere. Every refusal is a result; it never throws for what a client
 * typed. The same idempotency key gives the same reference.
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider {
  constructor(private readonly clock: Clock) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    if (request.currency !== 'USD') return declined('unsupported_currency');
    if (!isAmount(request.amountCents)) return declined('invalid_amount');
    const card = request.card as Partial<
      Record<'number' | 'expMonth' | 'expYear' | 'cvc' | 'reference', unknown>
    >;
    return card !== null && typeof card === 'object' && 'reference' in card
      ? this.chargeSaved(card.reference)
      : this.chargeCard(card ?? {}, request.idempotencyKey);
  }

  async refund(reference: string, amountCents: number): Promise<RefundResult> {
    if (typeof reference !== 'string' || !REFERENCE.test(reference))
      return { status: 'failed', code: 'invalid_reference', message: MESSAGES.invalid_reference };
    if (!isAmount(amountCents))
      return { status: 'failed', code: 'invalid_amount', message: MESSAGES.invalid_amount };
    return { status: 'refunded', refundReference: `re_test_${digest(`${reference}:${amountCents}`)}` };
  }

  private chargeCard(
    card: Partial<Record<'number' | 'expMonth' | 'expYear' | 'cvc', unknown>>,
    idempotencyKey: unknown,
  ): AuthorizeResult {
    const digits = cardNumberDigits(card.number);
    if (digits === undefined) return declined('invalid_number');
    const expiry = checkExpiry(card.expMonth, card.expYear, this.clock.now());
    if (expiry !== 'valid') return declined(expiry);
    const brand = cardBrand(digits);
    if (!isCvcValid(card.cvc, brand)) return declined('invalid_cvc');
    const outcome = outcomeOf(TEST_CARDS[digits] ?? 'card_declined', 'first');
    if (outcome) return outcome;
    const last4 = digits.slice(-4);
    const year = (card.expYear as number) < 100 ? 2000 + (card.expYear as number) : (card.expYear as number);
    const month = String(card.expMonth).padStart(2, '0');
    const reference = `pm_test_${brand}_${last4}_${year}${month}_${digest(`${String(idempotencyKey)}:${digits}`)}`;
    return { status: 'succeeded', reference, card: { brand, last4 } };
  }

  private chargeSaved(reference: unknown): AuthorizeResult {
    const parts = typeof reference === 'string' ? REFERENCE.exec(reference) : null;
    const behaviour = parts ? testCardByLast4(parts[2]) : undefined;
    if (!parts || !behaviour) return declined('invalid_reference');
    const [, brand, last4, year, month] = parts;
    const expiry = checkExpiry(Number(month), Number(year), this.clock.now());
    if (expiry !== 'valid') return declined(expiry === 'expired_card' ? expiry : 'invalid_reference');
    return (
      outcomeOf(behaviour, 'again') ?? { status: 'succeeded', reference: parts[0], card: { brand, last4 } }
    );
  }
}

/** The refusal a test card's behaviour gives, or undefined when it charges. */
function outcomeOf(behaviour: TestCardBehaviour, charge: 'first' | 'again'): AuthorizeResult | undefined {
  switch (behaviour) {
    case 'succeeds':
      return undefined;
    case 'declines_when_charged_again':
      return charge === 'first' ? undefined : declined('card_declined');
    case 'processing_error':
      return { status: 'failed_transiently', message: PROCESSING_ERROR };
    default:
      return declined(behaviour);
  }
}

function declined(code: DeclineCode): AuthorizeResult {
  return { status: 'declined', code, message: MESSAGES[code] };
}

function isAmount(amountCents: unknown): amountCents is number {
  return (
    Number.isSafeInteger(amountCents) &&
    (amountCents as number) >= 1 &&
    (amountCents as number) <= MAX_AMOUNT_CENTS
  );
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}
