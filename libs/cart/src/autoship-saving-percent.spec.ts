import { AUTOSHIP_SAVING_RATE, autoshipPrice } from '@shop/catalog';
import { autoshipSavingPercent } from './autoship-saving-percent';

describe('autoshipSavingPercent', () => {
  it('names the catalogue saving as a whole percent (SPEC §2, §9: 5%)', () => {
    expect(autoshipSavingPercent()).toBe(5);
    expect(autoshipSavingPercent()).toBe(Math.round(AUTOSHIP_SAVING_RATE * 100));
  });

  it('agrees with the autoship price the catalogue charges', () => {
    expect(autoshipPrice(100)).toBe(100 - autoshipSavingPercent());
  });

  it('rounds a fractional rate half up to a whole percent', () => {
    expect(autoshipSavingPercent(0.075)).toBe(8);
    expect(autoshipSavingPercent(0.074)).toBe(7);
    expect(autoshipSavingPercent(0)).toBe(0);
  });
});
