import { buildVariantUrl, productImageUrl, slugify } from './variant-url';

describe('slugify', () => {
  it.each([
    ['Chicken & Brown Rice', 'chicken-and-brown-rice'],
    ['5.5 oz, 24 Pack', '5-5-oz-24-pack'],
    ['Kitten Tender Chicken Pâté', 'kitten-tender-chicken-pate'],
    ['Roasted Chicken, Carrots & Spinach', 'roasted-chicken-carrots-and-spinach'],
    ['  15 lb  ', '15-lb'],
    ['Senior 7+', 'senior-7'],
    ['Entrée', 'entree'],
    ['---', ''],
  ])('%p → %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('buildVariantUrl', () => {
  it('joins brand, product, flavor and size segments', () => {
    expect(
      buildVariantUrl('pet-nutrition', 'dog-adult-chicken-barley-dry', 'Chicken & Barley', '15 lb'),
    ).toBe('pet-nutrition/dog-adult-chicken-barley-dry/chicken-and-barley/15-lb');
  });

  it('makes every segment URL-safe', () => {
    const url = buildVariantUrl('ocean-harvest', 'wild-salmon', 'Wild Salmon', '2.9 oz, 24 Pack');
    expect(url).toBe('ocean-harvest/wild-salmon/wild-salmon/2-9-oz-24-pack');
    expect(url.split('/').every((segment) => /^[a-z0-9-]+$/.test(segment))).toBe(true);
  });
});

describe('productImageUrl', () => {
  it('points at the committed packshot under /media/products', () => {
    expect(productImageUrl('cat-crunchy-bites-treats')).toBe('/media/products/cat-crunchy-bites-treats.svg');
  });
});
