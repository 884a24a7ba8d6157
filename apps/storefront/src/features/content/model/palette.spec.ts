import { describe, expect, it } from 'vitest';
import { paletteClasses } from './palette';

describe('content palette classes (SPEC §3)', () => {
  it('gives one background and one copy class', () => {
    expect(paletteClasses('light-blue', 'dark-blue')).toEqual([
      'palette-bg--light-blue',
      'palette-copy--dark-blue',
    ]);
    expect(paletteClasses('dark-gray', 'white')).toEqual(['palette-bg--dark-gray', 'palette-copy--white']);
  });

  it('keeps copy readable: white on dark backgrounds, dark gray on light ones, when none or the same is given', () => {
    expect(paletteClasses('dark-blue', 'dark-blue')).toEqual([
      'palette-bg--dark-blue',
      'palette-copy--white',
    ]);
    expect(paletteClasses('blue', undefined)).toEqual(['palette-bg--blue', 'palette-copy--white']);
    expect(paletteClasses('gray', 'transparent')).toEqual(['palette-bg--gray', 'palette-copy--white']);
    expect(paletteClasses('white', 'white')).toEqual(['palette-bg--white', 'palette-copy--dark-gray']);
    expect(paletteClasses('light-gray', 'neon')).toEqual([
      'palette-bg--light-gray',
      'palette-copy--dark-gray',
    ]);
  });

  it('treats an unknown background as transparent', () => {
    expect(paletteClasses('chartreuse', 'dark-blue')).toEqual([
      'palette-bg--transparent',
      'palette-copy--dark-blue',
    ]);
    expect(paletteClasses(null, null)).toEqual(['palette-bg--transparent', 'palette-copy--dark-gray']);
  });
});
