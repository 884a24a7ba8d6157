import { listingMetaDescription, META_DESCRIPTION_MAX, productMetaDescription } from './page-meta';

describe('page meta descriptions', () => {
  it.each([
    ['', ''],
    ['x'.repeat(META_DESCRIPTION_MAX - 1), 'x'.repeat(META_DESCRIPTION_MAX - 1)],
    ['x'.repeat(META_DESCRIPTION_MAX), 'x'.repeat(META_DESCRIPTION_MAX)],
    ['x'.repeat(META_DESCRIPTION_MAX + 1), 'x'.repeat(META_DESCRIPTION_MAX)],
  ])('keeps a product description of %#s within 160 characters', (description, expected) => {
    expect(productMetaDescription(description)).toBe(expected);
  });

  it('describes a listing by its heading', () => {
    expect(listingMetaDescription('Dog Food')).toBe(
      'Shop Dog Food: compare flavors and sizes, check stock at your ZIP code and get it delivered.',
    );
  });
});
