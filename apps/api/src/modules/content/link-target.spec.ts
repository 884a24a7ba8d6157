import { isExternalUrl, linkTargetKind } from './link-target';

describe('link targets', () => {
  it.each([
    ['/products/dog', 'internal'],
    ['/', 'internal'],
    ['/faq#shipping', 'internal'],
    ['https://example.org/blog', 'external'],
    ['http://example.org', 'external'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['mailto:help@example.org', null],
    ['products/dog', null],
    ['', null],
  ])('%p is %p', (url, kind) => {
    expect(linkTargetKind(url)).toBe(kind);
  });

  it('counts only absolute http(s) URLs as external', () => {
    expect(isExternalUrl('https://example.org')).toBe(true);
    expect(isExternalUrl('/products')).toBe(false);
    expect(isExternalUrl('ftp://example.org')).toBe(false);
  });
});
