import { productPageImage } from './product-image-layout';

const product = { featuredImage: { url: '/media/featured.png', alt: 'Bag' } };

describe('productPageImage', () => {
  it('opens with the variant’s first gallery image', () => {
    const variant = {
      imagePrimary: { url: '/media/primary.png' },
      variantMediaList: [{ url: '/media/gallery-1.png', alt: 'Front' }, { url: '/media/gallery-2.png' }],
    };
    expect(productPageImage(product, variant)).toEqual({ url: '/media/gallery-1.png', alt: 'Front' });
  });

  it('falls back to the variant’s primary image with the product’s alt text, then the featured image', () => {
    expect(
      productPageImage(product, { imagePrimary: { url: '/media/primary.png' }, variantMediaList: [] }),
    ).toEqual({
      url: '/media/primary.png',
      alt: 'Bag',
    });
    expect(productPageImage(product, undefined)).toEqual({ url: '/media/featured.png', alt: 'Bag' });
  });

  it('has none when the product has no image at all', () => {
    expect(productPageImage({ featuredImage: null }, { imagePrimary: null })).toBeNull();
  });
});
