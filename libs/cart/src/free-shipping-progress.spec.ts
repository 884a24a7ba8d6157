import { PROGRESS_BAR_HEIGHT, freeShippingProgress } from './free-shipping-progress';

const food = (subtotal: number) => ({ productType: 'Food', subtotal });
const sample = (subtotal: number) => ({ productType: 'Sample', subtotal });

describe('freeShippingProgress', () => {
  it('has bar heights 8 (full) and 6 (compact)', () => {
    expect(PROGRESS_BAR_HEIGHT).toEqual({ full: 8, compact: 6 });
  });

  it.each([
    // subtotal, threshold, remaining, percent, reached, message
    [0, 50, 50, 0, false, '$50.00 until free shipping'],
    [1, 50, 49, 2, false, '$49.00 until free shipping'],
    [10, 50, 40, 20, false, '$40.00 until free shipping'],
    [49.99, 50, 0.01, 99.98, false, '$0.01 until free shipping'],
    [50, 50, 0, 100, true, 'You get free shipping!'],
    [50.01, 50, 0, 100, true, 'You get free shipping!'],
    [120, 50, 0, 100, true, 'You get free shipping!'],
    [12.5, 0, 0, 100, true, 'You get free shipping!'],
  ])('subtotal %p of threshold %p', (subtotal, threshold, remaining, percent, reached, message) => {
    const progress = freeShippingProgress({ lines: [food(subtotal)], threshold });
    expect(progress.eligibleSubtotal).toBe(subtotal);
    expect(progress.remaining).toBe(remaining);
    expect(progress.percent).toBeCloseTo(percent, 10);
    expect(progress.reached).toBe(reached);
    expect(progress.message).toBe(message);
  });

  it('adds subtotals in cents', () => {
    const progress = freeShippingProgress({ lines: [food(0.1), food(0.2)], threshold: 1 });
    expect(progress.eligibleSubtotal).toBe(0.3);
    expect(progress.remaining).toBe(0.7);
    expect(progress.message).toBe('$0.70 until free shipping');
  });

  it('leaves lines of the excluded product type out of the subtotal', () => {
    const progress = freeShippingProgress({
      lines: [food(20), sample(40), food(5)],
      threshold: 50,
      excludedProductType: 'Sample',
    });
    expect(progress.eligibleSubtotal).toBe(25);
    expect(progress.remaining).toBe(25);
    expect(progress.percent).toBe(50);
    expect(progress.reached).toBe(false);
  });

  it('counts every line when nothing is excluded', () => {
    expect(freeShippingProgress({ lines: [food(20), sample(40)], threshold: 50 }).reached).toBe(true);
  });

  it('never shows a negative bar', () => {
    expect(freeShippingProgress({ lines: [food(-5)], threshold: 50 }).percent).toBe(0);
  });

  it('formats the remaining amount with two decimals', () => {
    expect(freeShippingProgress({ lines: [food(10.5)], threshold: 49 }).message).toBe(
      '$38.50 until free shipping',
    );
  });
});
