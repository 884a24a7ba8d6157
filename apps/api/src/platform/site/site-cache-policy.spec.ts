import { answerCacheControl } from './site-cache-policy';

describe('answerCacheControl', () => {
  it('lets shared caches keep consumer answers for the given lifetime, revalidated by browsers', () => {
    expect(answerCacheControl('DTC', 60)).toBe('public, max-age=0, s-maxage=60');
  });

  it('keeps every staff answer out of shared caches', () => {
    expect(answerCacheControl('HPSF', 60)).toBe('private, no-cache');
  });
});
