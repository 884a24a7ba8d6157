import { isQuantityKeyAllowed } from './quantity-key-filter';

describe('isQuantityKeyAllowed', () => {
  it.each(['0', '1', '5', '6', '9'])('accepts the digit %p', (key) => {
    expect(isQuantityKeyAllowed(key)).toBe(true);
  });

  it.each(['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'])(
    'accepts the editing key %p',
    (key) => {
      expect(isQuantityKeyAllowed(key)).toBe(true);
    },
  );

  it.each([
    '-',
    '+',
    '.',
    ',',
    'e',
    'E',
    'a',
    ' ',
    '',
    '10',
    'ArrowUp',
    'ArrowDown',
    'Escape',
    '٣',
    'Digit1',
  ])('refuses %p', (key) => {
    expect(isQuantityKeyAllowed(key)).toBe(false);
  });
});
