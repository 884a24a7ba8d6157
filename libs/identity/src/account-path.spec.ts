import { isAccountPath } from './account-path';

describe('isAccountPath', () => {
  it.each([
    ['/account', true],
    ['/account/', true],
    ['/account/login', true],
    ['/account/orders/42', true],
    ['/shelter/account', true],
    ['/accounting-tips', false],
    ['/accounts', false],
    ['/my-account', false],
    ['/', false],
    ['/cart', false],
  ])('%p → %s', (pathname, expected) => {
    expect(isAccountPath(pathname)).toBe(expected);
  });
});
