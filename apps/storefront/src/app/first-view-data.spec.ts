import type { ProductDto, ProductPageDto, ProductReviewsDto } from '@shop/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { productDetailQueryOptions } from '../features/catalog/api/product-detail-queries';
import { productListQueryOptions } from '../features/catalog/api/product-queries';
import {
  headerQueryOptions,
  pageByNameQueryOptions,
  pageBySlugQueryOptions,
} from '../features/content/api/content-queries';
import { HOME_PAGE_NAME } from '../features/content/model/page-slugs';
import { productReviewsQueryOptions } from '../features/reviews/api/product-reviews-queries';
import { siteQueryOptions } from '../lib/site/site-context';
import { createTestQueryClient } from '../testing/test-query-client';
import { FIRST_VIEW_DATA_ID, seedFirstViewData } from './first-view-data';

function embed(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_VIEW_DATA_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('seedFirstViewData', () => {
  afterEach(() => document.getElementById(FIRST_VIEW_DATA_ID)?.remove());

  it('puts the server’s answers under the keys the components read, so none is fetched again', () => {
    const site = { siteId: 'DTC', title: 'Shop Pet Nutrition' };
    const header = { navigation: [] };
    const product = { handle: 'bag', title: 'Bag' } as unknown as ProductDto;
    const reviews = {
      handle: 'bag',
      summary: { average: 4.5, count: 2, histogram: [] },
      reviews: [],
      page: 1,
      pageCount: 1,
    } as ProductReviewsDto;
    const page = {
      items: [],
      nextCursor: null,
      total: 0,
      totalIsLowerBound: false,
      title: 'Dog Food',
    } as ProductPageDto;
    embed(
      JSON.stringify({
        site,
        header,
        product: { handle: 'bag', answer: product },
        reviews: { handle: 'bag', answer: reviews },
        listing: { query: { limit: 24, species: 'dog' }, answer: page },
      }),
    );
    const queryClient = createTestQueryClient();
    expect(seedFirstViewData(queryClient)).toBe(true);
    expect(queryClient.getQueryData(siteQueryOptions().queryKey)).toEqual(site);
    expect(queryClient.getQueryData(headerQueryOptions().queryKey)).toEqual(header);
    expect(queryClient.getQueryData(productDetailQueryOptions('bag').queryKey)).toEqual(product);
    expect(queryClient.getQueryData(productReviewsQueryOptions('bag').queryKey)).toEqual(reviews);
    expect(queryClient.getQueryData(productListQueryOptions({ species: 'dog' }).queryKey)).toEqual({
      pages: [page],
      pageParams: [{}],
    });
  });

  it('seeds the home page’s and a content page’s CMS answers under the keys their routes read', () => {
    const home = { name: HOME_PAGE_NAME, title: 'Home', components: [] };
    const faq = { slug: 'faq', title: 'Frequently Asked Questions', components: [] };
    embed(JSON.stringify({ homePage: home, contentPage: { slug: 'faq', answer: faq } }));
    const queryClient = createTestQueryClient();
    expect(seedFirstViewData(queryClient)).toBe(true);
    expect(queryClient.getQueryData(pageByNameQueryOptions(HOME_PAGE_NAME).queryKey)).toEqual(home);
    expect(queryClient.getQueryData(pageBySlugQueryOptions('faq').queryKey)).toEqual(faq);
    expect(queryClient.getQueryData(pageBySlugQueryOptions('shipping').queryKey)).toBeUndefined();
  });

  it('does nothing without data, or with data it cannot read', () => {
    const queryClient = createTestQueryClient();
    expect(seedFirstViewData(queryClient)).toBe(false);
    embed('{not json');
    expect(seedFirstViewData(queryClient)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
