import { isSafeRedirectPath } from './safe-redirect-path';

describe('isSafeRedirectPath', () => {
  it.each([
    '/',
    '/account/orders',
    '/account/orders/42?tab=items#top',
    '/products/dog/dry?search=chicken%20rice',
    '/café',
  ])('accepts the same-site path %p', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
  });

  it.each([
    '',
    'account',
    '//evil.example.com',
    '///evil.example.com',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    'https://evil.example.com/account',
    'javascript:alert(1)',
    ' /account',
    '/account\\orders',
    '/account\norders',
    '/account\u0000',
    '/account\u007f',
  ])('refuses %p', (path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
  });
});
