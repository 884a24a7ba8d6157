import { isPathAtOrUnder, trimTrailingSlash } from './pathname-match';

describe('trimTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/faq', '/faq'],
    ['/faq/', '/faq'],
    ['/faq//', '/faq'],
    ['/a/b/', '/a/b'],
  ])('%p → %p', (path, expected) => {
    expect(trimTrailingSlash(path)).toBe(expected);
  });
});

describe('isPathAtOrUnder', () => {
  it.each([
    ['/faq', '/faq', true],
    ['/faq/', '/faq', true],
    ['/faq/shipping', '/faq', true],
    ['/faqs', '/faq', false],
    ['/about/faq', '/faq', false],
    ['/', '/', true],
    ['', '/', true],
    ['/cart', '/', false],
  ])('%p under %p is %s', (path, base, expected) => {
    expect(isPathAtOrUnder(path, base)).toBe(expected);
  });
});
