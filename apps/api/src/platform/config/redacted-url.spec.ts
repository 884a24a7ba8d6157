import { redactedUrl } from './redacted-url';

describe('redactedUrl', () => {
  it.each([
    ['postgres://shop:s3cret@db.internal:5432/shop', 'postgres://shop:***@db.internal:5432/shop'],
    ['redis://:s3cret@cache:6379', 'redis://:***@cache:6379'],
    ['postgres://shop@db/shop', 'postgres://shop@db/shop'],
    ['redis://cache:6379', 'redis://cache:6379'],
  ])('%s → %s', (url, shown) => {
    expect(redactedUrl(url)).toBe(shown);
  });
});
