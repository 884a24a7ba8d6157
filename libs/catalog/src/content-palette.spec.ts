import { CONTENT_PALETTE, normalizePaletteColor } from './content-palette';

describe('content palette (SPEC §3)', () => {
  it('has the eight colours of the spec', () => {
    expect(CONTENT_PALETTE).toEqual([
      'white',
      'blue',
      'light-blue',
      'dark-blue',
      'gray',
      'light-gray',
      'dark-gray',
      'transparent',
    ]);
  });

  it.each([
    ['light-blue', 'light-blue'],
    ['Light Blue', 'light-blue'],
    ['light_blue', 'light-blue'],
    ['lightBlue', 'light-blue'],
    ['DARK GREY', 'dark-gray'],
    ['  white ', 'white'],
    ['purple', null],
    ['', null],
    [undefined, null],
    [null, null],
  ])('reads %p as %p', (input, expected) => {
    expect(normalizePaletteColor(input)).toBe(expected);
  });
});
