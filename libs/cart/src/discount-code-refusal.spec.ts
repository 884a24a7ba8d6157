import { discountCodeRefusal } from './discount-code-refusal';

describe('discountCodeRefusal', () => {
  const eligible = {
    signedIn: true,
    orderType: 'firstPurchaseSubscription',
    existingSubscriptionCount: 0,
  } as const;

  it('has nothing to say when AUTO35 applies', () => {
    expect(discountCodeRefusal('AUTO35', eligible)).toBeNull();
  });

  it('names an unknown code as not valid, whoever enters it', () => {
    expect(discountCodeRefusal('SAVE10', eligible)).toBe('SAVE10 is not a valid discount code.');
  });

  it('asks a guest to sign in first', () => {
    expect(discountCodeRefusal('AUTO35', { ...eligible, signedIn: false })).toMatch(/^Sign in to use AUTO35/);
  });

  it('asks for an autoship item when the cart has none', () => {
    expect(discountCodeRefusal('AUTO35', { ...eligible, orderType: 'oneTimeOrder' })).toBe(
      'AUTO35 applies to autoship items: choose autoship for an item to use it.',
    );
  });

  it.each([1, 2])('says it is for a first autoship once there were %p subscriptions', (count) => {
    expect(discountCodeRefusal('AUTO35', { ...eligible, existingSubscriptionCount: count })).toBe(
      'AUTO35 is for your first autoship only.',
    );
  });
});
