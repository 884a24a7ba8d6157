import { HAWAII_DELIVERY_TEXT, estimatedDeliveryText } from './delivery-estimate-text';

describe('estimatedDeliveryText', () => {
  it('has the Hawaii wording', () => {
    expect(HAWAII_DELIVERY_TEXT).toBe('See checkout for delivery date');
  });

  it.each([
    ['Tuesday, November 24', '80011::HOME', 'Estimated delivery Tuesday, November 24 to 80011'],
    ['Friday, May 1', 'Denver::clinic', 'Estimated delivery Friday, May 1 to Denver'],
    ['Friday, May 1', 'Denver', 'Estimated delivery Friday, May 1 to Denver'],
  ])('estimatedDeliveryText(%p, %p) is %p', (date, location, expected) => {
    expect(estimatedDeliveryText(date, location)).toBe(expected);
  });
});
