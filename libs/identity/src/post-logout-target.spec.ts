import { postLogoutTarget } from './post-logout-target';

describe('postLogoutTarget', () => {
  it.each([
    ['/account/dashboard', '/'],
    ['/account/orders/42?tab=items', '/'],
    ['/account', '/'],
    ['/logout', '/'],
    ['/products/logout', '/'],
    ['/products/dog?sku=1', '/products/dog?sku=1'],
    ['/cart', '/cart'],
    ['/', '/'],
    ['//evil.example.com', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('from %p → %p', (fromPath, expected) => {
    expect(postLogoutTarget(fromPath)).toBe(expected);
  });
});
