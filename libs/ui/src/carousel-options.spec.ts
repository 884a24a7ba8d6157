import { describe, expect, it } from 'vitest';
import {
  lastStartIndex,
  nextStartIndex,
  previousStartIndex,
  PRODUCT_CAROUSEL,
  productCarouselLoops,
  slidesPerViewAt,
} from './carousel-options';

describe('product carousel settings (SPEC §9)', () => {
  it('shows 1, 2, 2.5 and 3 slides from widths 0, 780, 960 and 1200', () => {
    const at = (width: number) => slidesPerViewAt(PRODUCT_CAROUSEL.breakpoints, width);
    expect(at(0)).toBe(1);
    expect(at(779)).toBe(1);
    expect(at(780)).toBe(2);
    expect(at(959)).toBe(2);
    expect(at(960)).toBe(2.5);
    expect(at(1199)).toBe(2.5);
    expect(at(1200)).toBe(3);
    expect(at(2560)).toBe(3);
  });

  it('loops except on wide screens with fewer than 3 items', () => {
    expect(productCarouselLoops(2, true)).toBe(false);
    expect(productCarouselLoops(0, true)).toBe(false);
    expect(productCarouselLoops(3, true)).toBe(true);
    expect(productCarouselLoops(2, false)).toBe(true);
    expect(productCarouselLoops(1, false)).toBe(true);
  });
});

describe('start index arithmetic', () => {
  it('ends where the last slide sits flush right, or at 0 when everything fits', () => {
    expect(lastStartIndex(5, 1)).toBe(4);
    expect(lastStartIndex(5, 2.5)).toBe(3);
    expect(lastStartIndex(5, 3)).toBe(2);
    expect(lastStartIndex(3, 3)).toBe(0);
    expect(lastStartIndex(2, 3)).toBe(0);
  });

  it('wraps only when looping', () => {
    expect(nextStartIndex(1, 3, false)).toBe(2);
    expect(nextStartIndex(3, 3, false)).toBe(3);
    expect(nextStartIndex(3, 3, true)).toBe(0);
    expect(previousStartIndex(2, 3, false)).toBe(1);
    expect(previousStartIndex(0, 3, false)).toBe(0);
    expect(previousStartIndex(0, 3, true)).toBe(3);
  });
});
