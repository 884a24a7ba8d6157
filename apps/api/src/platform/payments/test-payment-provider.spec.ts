import type { Clock } from '../clock/clock';
import type { AuthorizeRequest, AuthorizeResult, PaymentCard } from './payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

const NOW = new Date('2026-05-20T12:00:00Z');
const provider = new TestPaymentProvider({ now: () => NOW } as Clock);

function card(number: string, overrides: Partial<PaymentCard> = {}): PaymentCard {
  return { number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides };
}

function pay(
  paid: AuthorizeRequest['card'],
  overrides: Partial<AuthorizeRequest> = {},
): Promise<AuthorizeResult> {
  return provider.authorize({
    amountCents: 4999,
    currency: 'USD',
    card: paid,
    idempotencyKey: 'key-1',
    ...overrides,
  });
}

async function savedReference(number: string): Promise<string> {
  const result = await pay(card(number));
  if (result.status !== 'succeeded') throw new Error(`expected ${number} to succeed, got ${result.status}`);
  return result.reference;
}

describe('TestPaymentProvider: the test cards', () => {
  it('4242424242424242 succeeds with a reusable reference and what a receipt shows', async () => {
    const result = await pay(card('4242424242424242'));
    expect(result).toEqual({
      status: 'succeeded',
      reference: expect.stringMatching(/^pm_test_visa_4242_203012_[0-9a-f]{16}$/),
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('%s is declined: %s', async (number, code, message) => {
    expect(await pay(card(number))).toEqual({ status: 'declined', code, message });
  });

  it('4000000000000119 fails transiently (processing_error): nothing charged, try again', async () => {
    expect(await pay(card('4000000000000119'))).toEqual({
      status: 'failed_transiently',
      message: expect.stringContaining('Try again'),
    });
  });

  it('declines a well-formed card that is not a test card, as test modes do with real cards', async () => {
    expect(await pay(card('4111111111111111'))).toMatchObject({ status: 'declined', code: 'card_declined' });
  });

  it('accepts the success cards of the other networks (amex with a 4-digit code)', async () => {
    expect(await pay(card('5555555555554444'))).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard' },
    });
    expect(await pay(card('378282246310005', { cvc: '1234' }))).toMatchObject({
      status: 'succeeded',
      card: { brand: 'amex', last4: '0005' },
    });
  });
});

describe('TestPaymentProvider: checks what the shopper typed, and never throws for it', () => {
  it.each([
    ['a failed checksum', card('4242424242424241'), 'invalid_number'],
    ['letters in the number', card('4242abcd42424242'), 'invalid_number'],
    ['a number that is not text', { ...card('x'), number: 4242424242424242 }, 'invalid_number'],
    ['a NUL byte in the number', card('4242424242424242\u0000'), 'invalid_number'],
    [
      'an expired card (last month)',
      card('4242424242424242', { expMonth: 4, expYear: 2026 }),
      'expired_card',
    ],
    [
      'an expired card (2-digit year)',
      card('4242424242424242', { expMonth: 1, expYear: 24 }),
      'expired_card',
    ],
    ['month 13', card('4242424242424242', { expMonth: 13 }), 'invalid_expiry_month'],
    ['year 1999', card('4242424242424242', { expYear: 1999 }), 'invalid_expiry_year'],
    ['a 2-digit security code', card('4242424242424242', { cvc: '12' }), 'invalid_cvc'],
    ['a missing security code', { ...card('4242424242424242'), cvc: undefined }, 'invalid_cvc'],
  ])('%s is declined (%s)', async (_case, paid, code) => {
    expect(await pay(paid as PaymentCard)).toMatchObject({
      status: 'declined',
      code,
      message: expect.any(String),
    });
  });

  it('checks the card before the test behaviour: an expired declining card says expired_card', async () => {
    expect(await pay(card('4000000000000002', { expYear: 2020 }))).toMatchObject({ code: 'expired_card' });
  });

  it.each([0, -1, 10.5, 100_000_000, Number.NaN])(
    'refuses the amount %p (invalid_amount)',
    async (amountCents) => {
      expect(await pay(card('4242424242424242'), { amountCents })).toMatchObject({ code: 'invalid_amount' });
    },
  );

  it('refuses any currency but USD', async () => {
    const result = await pay(card('4242424242424242'), { currency: 'EUR' as 'USD' });
    expect(result).toMatchObject({ status: 'declined', code: 'unsupported_currency' });
  });

  it('answers a missing card as an invalid number', async () => {
    expect(await pay(null as unknown as PaymentCard)).toMatchObject({ code: 'invalid_number' });
  });
});

describe('TestPaymentProvider: idempotency and saved references', () => {
  it('gives the same reference for the same idempotency key, another for another key', async () => {
    const first = await pay(card('4242424242424242'));
    const again = await pay(card('4242424242424242'));
    const other = await pay(card('4242424242424242'), { idempotencyKey: 'key-2' });
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('charges a saved reference again (renewals)', async () => {
    const reference = await savedReference('4242424242424242');
    expect(await pay({ reference }, { idempotencyKey: 'renewal-1' })).toEqual({
      status: 'succeeded',
      reference,
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('declines a reference once its card has expired', async () => {
    const reference = await savedReference('4242424242424242');
    const later = new TestPaymentProvider({ now: () => new Date('2031-01-01T00:00:00Z') } as Clock);
    const result = await later.authorize({
      amountCents: 100,
      currency: 'USD',
      card: { reference },
      idempotencyKey: 'k',
    });
    expect(result).toMatchObject({ status: 'declined', code: 'expired_card' });
  });

  it('4000000000000341 succeeds once and is declined when charged again', async () => {
    const reference = await savedReference('4000000000000341');
    expect(await pay({ reference })).toMatchObject({ status: 'declined', code: 'card_declined' });
  });

  it.each(['pm_live_123', 'pm_test_visa_9999_203012_0123456789abcdef', '', 'x'.repeat(5000)])(
    'declines the unknown reference %p (invalid_reference)',
    async (reference) => {
      expect(await pay({ reference })).toMatchObject({ status: 'declined', code: 'invalid_reference' });
    },
  );
});

describe('TestPaymentProvider: refunds', () => {
  it('refunds a reference it gave', async () => {
    const reference = await savedReference('4242424242424242');
    expect(await provider.refund(reference, 4999)).toEqual({
      status: 'refunded',
      refundReference: expect.stringMatching(/^re_test_[0-9a-f]{16}$/),
    });
  });

  it('refuses a reference it never gave, and an amount that is not whole cents', async () => {
    const reference = await savedReference('4242424242424242');
    expect(await provider.refund('nope', 100)).toMatchObject({ status: 'failed', code: 'invalid_reference' });
    expect(await provider.refund(reference, 0)).toMatchObject({ status: 'failed', code: 'invalid_amount' });
  });
});
