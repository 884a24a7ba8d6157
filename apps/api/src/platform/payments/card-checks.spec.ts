import { cardBrand, cardNumberDigits, checkExpiry, isCvcValid, passesLuhn } from './card-checks';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '378282246310005', '5555555555554444', '79927398713'])(
    'accepts %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it.each(['4242424242424241', '4000000000000001', '79927398710', '1234567812345678'])(
    'refuses %s (one digit off)',
    (digits) => expect(passesLuhn(digits)).toBe(false),
  );
});

describe('cardNumberDigits', () => {
  it('takes the groups people type, with spaces or dashes', () => {
    expect(cardNumberDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardNumberDigits('4242-4242-4242-4242')).toBe('4242424242424242');
  });

  it.each([
    ['a failed checksum', '4242424242424241'],
    ['too short (11 digits, checksum valid)', '79927398713'],
    ['too long (20 digits)', '42424242424242424242'],
    ['letters', '4242a24242424242'],
    ['a NUL byte', '4242424242424242\u0000'],
    ['an empty string', ''],
    ['a number instead of text', 4242424242424242],
    ['null', null],
    ['an object', { number: '4242424242424242' }],
    ['a huge string', '4'.repeat(10_000)],
  ])('refuses %s', (_case, number) => expect(cardNumberDigits(number)).toBeUndefined());
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (digits, brand) => expect(cardBrand(digits)).toBe(brand));
});

describe('checkExpiry', () => {
  const now = new Date('2026-05-20T12:00:00Z');

  it('is good through the last day of the expiry month', () => {
    expect(checkExpiry(5, 2026, now)).toBe('valid');
    expect(checkExpiry(5, 2026, new Date('2026-05-31T23:59:59Z'))).toBe('valid');
    expect(checkExpiry(5, 2026, new Date('2026-06-01T00:00:00Z'))).toBe('expired_card');
  });

  it('is expired from the month before this one back', () => {
    expect(checkExpiry(4, 2026, now)).toBe('expired_card');
    expect(checkExpiry(12, 2025, now)).toBe('expired_card');
  });

  it('reads a 2-digit year as 20xx', () => {
    expect(checkExpiry(12, 30, now)).toBe('valid');
    expect(checkExpiry(1, 25, now)).toBe('expired_card');
  });

  it.each([0, 13, -1, 1.5, '05', null])('refuses the month %p', (month) =>
    expect(checkExpiry(month, 2030, now)).toBe('invalid_expiry_month'),
  );

  it.each([1999, 2077, 2.5, '2030', Number.MAX_SAFE_INTEGER])('refuses the year %p', (year) =>
    expect(checkExpiry(1, year, now)).toBe('invalid_expiry_year'),
  );
});

describe('isCvcValid', () => {
  it('wants 3 digits, or 4 on amex', () => {
    expect(isCvcValid('123', 'visa')).toBe(true);
    expect(isCvcValid('1234', 'visa')).toBe(false);
    expect(isCvcValid('1234', 'amex')).toBe(true);
    expect(isCvcValid('123', 'amex')).toBe(false);
    expect(isCvcValid(123, 'visa')).toBe(false);
    expect(isCvcValid('12a', 'visa')).toBe(false);
  });
});
