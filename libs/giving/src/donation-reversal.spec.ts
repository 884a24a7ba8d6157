import fc from 'fast-check';
import { cancellationReversalCents, refundReversalCents } from './donation-reversal';

describe('refundReversalCents', () => {
  it.each([
    // given, reversed, refunded, still paid -> reversed now
    [500, 0, 10_000, 10_000, 500],
    [500, 0, 20_000, 10_000, 500],
    [500, 0, 5_000, 10_000, 250],
    [501, 0, 5_000, 10_000, 251],
    [499, 0, 5_000, 10_000, 250],
    [500, 0, 0, 10_000, 0],
    [500, 400, 5_000, 10_000, 50],
    [500, 500, 5_000, 10_000, 0],
    [500, 100, 10_000, 10_000, 400],
    [0, 0, 10_000, 10_000, 0],
    [500, 0, 0, 0, 500],
  ])('given %i, reversed %i, refunded %i of %i: %i', (given, reversed, refunded, paid, expected) => {
    expect(
      refundReversalCents({
        givenCents: given,
        reversedCents: reversed,
        refundedCents: refunded,
        paidCents: paid,
      }),
    ).toBe(expected);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() =>
      refundReversalCents({ givenCents: 1.5, reversedCents: 0, refundedCents: 1, paidCents: 2 }),
    ).toThrow(RangeError);
    expect(() =>
      refundReversalCents({ givenCents: 1, reversedCents: -1, refundedCents: 1, paidCents: 2 }),
    ).toThrow(RangeError);
  });

  it('never takes back more than was given, and refunds adding up to the payment take back all of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        (given, paid, parts) => {
          let reversed = 0;
          let refunded = 0;
          for (const part of parts) {
            const amount = Math.min(part, paid - refunded);
            if (amount <= 0) break;
            const back = refundReversalCents({
              givenCents: given,
              reversedCents: reversed,
              refundedCents: amount,
              paidCents: paid - refunded,
            });
            expect(back).toBeGreaterThanOrEqual(0);
            reversed += back;
            refunded += amount;
            expect(reversed).toBeLessThanOrEqual(given);
          }
          if (refunded === paid) expect(reversed).toBe(given);
        },
      ),
    );
  });
});

describe('cancellationReversalCents', () => {
  it('takes back what is still given, never below nothing', () => {
    expect(cancellationReversalCents(500, 0)).toBe(500);
    expect(cancellationReversalCents(500, 200)).toBe(300);
    expect(cancellationReversalCents(500, 500)).toBe(0);
  });
});
