import { isPlausiblePhone } from './phone-validation';

describe('isPlausiblePhone', () => {
  it.each([
    '3035550100',
    '(303) 555-0100',
    '303.555.0100',
    '+1 303 555 0100',
    '303-555-0100 x12',
    '303-555-0100 ext. 4',
    '5550100',
    '+441234567890',
  ])('accepts %p', (phone) => {
    expect(isPlausiblePhone(phone)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['555010', '6 digits'],
    ['1234567890123456', '16 digits'],
    ['call me', 'letters'],
    ['303 555 0100\n', 'a line break'],
    ['303+555+0100', '+ inside'],
    ['1'.repeat(10) + ' '.repeat(25), 'over 30 characters'],
    ['303-555-0100 x1234567', 'extension over 6 digits'],
  ])('refuses %p (%s)', (phone) => {
    expect(isPlausiblePhone(phone)).toBe(false);
  });
});
