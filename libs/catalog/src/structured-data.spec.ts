import {
  productBreadcrumbJsonLd,
  productJsonLd,
  schemaAvailability,
  serializeJsonLd,
  websiteJsonLd,
  type StructuredProduct,
} from './structured-data';

const ORIGIN = 'https://shop.example';

describe('websiteJsonLd', () => {
  it('declares the search action to /search?search={search_term_string} on the consumer site (SPEC §1)', () => {
    expect(websiteJsonLd({ origin: ORIGIN, name: 'Shop Pet Nutrition', staff: false })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Shop Pet Nutrition',
      url: 'https://shop.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example/search?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('omits the search action on the staff site (SPEC §1)', () => {
    const website = websiteJsonLd({
      origin: 'https://staff.example/',
      name: 'Pro Staff Feeding',
      staff: true,
    });
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Pro Staff Feeding',
      url: 'https://staff.example/',
    });
    expect(JSON.stringify(website)).not.toContain('SearchAction');
  });
});

describe('schemaAvailability', () => {
  it.each([
    ['IN', 'https://schema.org/InStock'],
    ['LTD', 'https://schema.org/LimitedAvailability'],
    ['OUT', 'https://schema.org/OutOfStock'],
  ] as const)('%s is %s', (status, availability) => {
    expect(schemaAvailability(status)).toBe(availability);
  });
});

describe('productJsonLd', () => {
  const product: StructuredProduct = {
    handle: 'dog-adult-chicken-dry',
    title: 'Adult Chicken Dry Dog Food',
    description: 'Everyday nutrition.',
    brand: { name: 'Pet Nutrition' },
    featuredImage: { url: '/media/products/dog-adult.svg' },
    variants: [
      { sku: '600101', price: { amount: '21.99' }, imagePrimary: { url: '/media/products/dog-adult-4.svg' } },
      { sku: '600102', price: { amount: '57.99' }, imagePrimary: null },
    ],
  };
  const stock = { '600101': 'IN', '600102': 'OUT' } as const;
  const stockStatusOf = (sku: string) => stock[sku as keyof typeof stock];

  it('offers each variant at its price in USD with its availability on the consumer site', () => {
    expect(productJsonLd({ origin: ORIGIN, product, sku: '600102', staff: false, stockStatusOf })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Adult Chicken Dry Dog Food',
      description: 'Everyday nutrition.',
      url: 'https://shop.example/products/dog-adult-chicken-dry',
      brand: { '@type': 'Brand', name: 'Pet Nutrition' },
      image: 'https://shop.example/media/products/dog-adult.svg',
      sku: '600102',
      offers: [
        {
          '@type': 'Offer',
          sku: '600101',
          price: '21.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example/products/dog-adult-chicken-dry?sku=600101',
        },
        {
          '@type': 'Offer',
          sku: '600102',
          price: '57.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
          url: 'https://shop.example/products/dog-adult-chicken-dry?sku=600102',
        },
      ],
    });
  });

  it('describes the first variant when the shown SKU is unknown, with its own image', () => {
    const document = productJsonLd({ origin: ORIGIN, product, sku: 'nope', staff: false, stockStatusOf });
    expect(document).toMatchObject({
      sku: '600101',
      image: 'https://shop.example/media/products/dog-adult-4.svg',
    });
  });

  it('names a third-party product at /products/thirdparty/{handle}', () => {
    const document = productJsonLd({
      origin: ORIGIN,
      product: { ...product, thirdParty: true },
      staff: false,
      stockStatusOf,
    });
    expect(document.url).toBe('https://shop.example/products/thirdparty/dog-adult-chicken-dry');
  });

  it('has no offers and no price on the staff site, which hides prices (SPEC §2)', () => {
    const document = productJsonLd({ origin: ORIGIN, product, staff: true, stockStatusOf });
    expect(document).not.toHaveProperty('offers');
    expect(JSON.stringify(document)).not.toMatch(/price|21\.99|57\.99/i);
  });

  const reviews = {
    summary: { average: 4.6, count: 23 },
    reviews: [
      {
        rating: 5,
        title: 'He cleans the bowl',
        body: 'Our lab loves it.',
        authorName: 'Dana R.',
        createdAt: '2026-03-04T10:00:00.000Z',
      },
    ],
  };

  it("carries the shop's own AggregateRating and Reviews on the consumer site", () => {
    const document = productJsonLd({ origin: ORIGIN, product, staff: false, stockStatusOf, reviews });
    expect(document.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 23,
      bestRating: 5,
      worstRating: 1,
    });
    expect(document.review).toEqual([
      {
        '@type': 'Review',
        name: 'He cleans the bowl',
        reviewBody: 'Our lab loves it.',
        datePublished: '2026-03-04',
        author: { '@type': 'Person', name: 'Dana R.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('has no rating without published reviews, and none on the staff site, which hides ratings (SPEC §2)', () => {
    const none = { summary: { average: 0, count: 0 }, reviews: [] };
    const unrated = productJsonLd({ origin: ORIGIN, product, staff: false, stockStatusOf, reviews: none });
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
    const staff = productJsonLd({ origin: ORIGIN, product, staff: true, stockStatusOf, reviews });
    expect(staff).not.toHaveProperty('aggregateRating');
    expect(staff).not.toHaveProperty('review');
  });
});

describe('productBreadcrumbJsonLd', () => {
  it("follows the product's species, brand line, pet age and form (SPEC §2), linking where the trail links", () => {
    const document = productBreadcrumbJsonLd({
      origin: ORIGIN,
      product: {
        species: 'dog',
        brand: { handle: 'wholesome-paws' },
        lifeStage: 'puppy',
        foodForm: 'dry-food',
      },
    });
    expect(document).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'All Products', item: 'https://shop.example/products' },
        { '@type': 'ListItem', position: 3, name: 'Dog', item: 'https://shop.example/products/dog' },
        { '@type': 'ListItem', position: 4, name: 'Pet Nutrition Treats' },
        { '@type': 'ListItem', position: 5, name: 'Puppy' },
        { '@type': 'ListItem', position: 6, name: 'Dry Food' },
      ],
    });
  });

  it('shows the main line and Adult for an adult product of the main brand', () => {
    const names = (
      productBreadcrumbJsonLd({
        origin: ORIGIN,
        product: {
          species: 'cat',
          brand: { handle: 'pet-nutrition' },
          lifeStage: 'adult',
          foodForm: 'canned-food',
        },
      }).itemListElement as { name: string }[]
    ).map((item) => item.name);
    expect(names).toEqual(['Home', 'All Products', 'Cat', 'Pet Nutrition', 'Adult', 'Canned Food']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed or escaped by a value: no </script>, no markup, and it parses back unchanged', () => {
    const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('writes a list of documents as one array', () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, { b: 2 }]))).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
