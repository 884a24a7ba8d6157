import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productListQueryOptions } from '../features/catalog/api/product-queries';
import { pageByNameQueryOptions } from '../features/content/api/content-queries';
import {
  bannerFixture,
  carouselFixture,
  featureFixture,
  pageFixture,
  seedCarouselProducts,
  seedPageByName,
  seedPromotionBanners,
} from '../features/content/testing/content-fixtures';
import { apiError, seedQueryError, neverSettles } from '../testing/query-errors';
import { createTestQueryClient } from '../testing/test-query-client';
import { productFixture, productPage } from '../testing/catalog-fixtures';
import { seedSession, staffCustomerFixture, withRegisteredStaff } from '../testing/account-fixtures';
import { renderApp } from '../testing/render-app';
import { seedDeliveryEstimate } from '../features/location/testing/location-test-state';

const HANDLES = ['adult-chicken-rice', 'kitten-salmon-pate'];
const PRODUCTS = [
  productFixture(),
  productFixture({ id: 'prod-2', handle: 'kitten-salmon-pate', title: 'Kitten Salmon Pâté', species: 'cat' }),
];

function homePage(withCarousel: boolean) {
  return pageFixture({
    slug: 'home',
    name: 'HomePage',
    title: 'Home',
    description: 'Complete, balanced dog and cat food delivered to your door.',
    components: [
      { type: 'feature_section', features: [featureFixture()] },
      ...(withCarousel ? [carouselFixture({ handles: HANDLES, isLastComponent: true })] : []),
    ],
  });
}

function seedGrid(queryClient: QueryClient) {
  queryClient.setQueryData(productListQueryOptions().queryKey, {
    pages: [productPage([productFixture({ id: 'grid-1', title: 'Senior Turkey Stew' })])],
    pageParams: [{}],
  });
}

describe('HomeRoute', () => {
  it('shows the CMS hero and the HomePage carousel of products, and no grid', async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(true));
    seedCarouselProducts(queryClient, HANDLES, PRODUCTS);
    seedDeliveryEstimate(queryClient);
    seedGrid(queryClient);
    renderApp('/', { queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Pet Nutrition' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nutrition they love, delivered' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'A dog and a cat sharing a sunny kitchen floor' }),
    ).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Shop Dog Food' })).toHaveAttribute('href', '/products/dog');

    const carousel = screen.getByRole('group', { name: 'Our most-loved recipes' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-roledescription') === 'slide');
    expect(slides).toHaveLength(2);
    expect(
      within(slides[0]).getByRole('heading', { name: 'Adult Chicken & Rice Recipe' }),
    ).toBeInTheDocument();
    expect(within(slides[1]).getByRole('heading', { name: 'Kitten Salmon Pâté' })).toBeInTheDocument();

    expect(screen.queryByText('Senior Turkey Stew')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shop Pet Nutrition'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Complete, balanced dog and cat food delivered to your door.',
    );
  });

  it('keeps the product grid below the hero when the page has no carousel', async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(false));
    seedGrid(queryClient);
    renderApp('/', { queryClient });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nutrition they love, delivered' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Senior Turkey Stew')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /carousel|recipes/i })).not.toBeInTheDocument();
  });

  it("gives the grid's cards the delivery estimate at the shopper's ZIP, like every other card", async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(false));
    seedGrid(queryClient);
    seedDeliveryEstimate(queryClient);
    renderApp('/', { queryClient });

    const card = (await screen.findByText('Senior Turkey Stew')).closest('article');
    expect(card).not.toBeNull();
    expect(
      await within(card as HTMLElement).findByText('Estimated delivery Tuesday, November 24 to 80011'),
    ).toBeInTheDocument();
  });

  it('still shows the catalogue when the home page content cannot be loaded', async () => {
    const queryClient = createTestQueryClient();
    await seedQueryError(queryClient, pageByNameQueryOptions('HomePage').queryKey, apiError(503));
    seedGrid(queryClient);
    renderApp('/', { queryClient });

    expect(await screen.findByText('Senior Turkey Stew')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Pet Nutrition' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sketches the hero while the home page loads', async () => {
    const queryClient = createTestQueryClient();
    void queryClient.prefetchQuery({ ...pageByNameQueryOptions('HomePage'), queryFn: neverSettles });
    renderApp('/', { queryClient });

    expect(await screen.findByText('Loading the home page…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Pet Nutrition' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows the home promotion banners', async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(false));
    seedGrid(queryClient);
    seedPromotionBanners(queryClient, 'home', [bannerFixture()]);
    renderApp('/', { queryClient });

    const promotions = await screen.findByRole('complementary', { name: 'Promotions' });
    expect(within(promotions).getByText('Every order helps a shelter')).toBeInTheDocument();
    expect(
      within(promotions).getByRole('link', { name: 'About our giving (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://example.org/giving');
  });

  it("describes the consumer site with its search action to /search?search= at the site's origin", async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(true));
    seedCarouselProducts(queryClient, HANDLES, PRODUCTS);
    renderApp('/?utm_source=mail', { queryClient, site: { origin: 'https://shop.example' } });
    await screen.findByRole('heading', { level: 1, name: 'Shop Pet Nutrition' });
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toMatchObject({
      '@type': 'WebSite',
      name: 'Shop Pet Nutrition',
      url: 'https://shop.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.example/search?search={search_term_string}' },
      },
    });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://shop.example/',
    );
  });

  it('declares no search action on the staff site (SPEC §1)', async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(false));
    renderApp('/', { siteId: 'HPSF', queryClient });
    await screen.findByRole('heading', { level: 1, name: 'Pro Staff Feeding' });
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((script) => JSON.parse(script.textContent ?? 'null')['@type'])).toEqual(['WebSite']);
    expect(scripts[0].textContent).not.toContain('SearchAction');
  });

  it('is titled with the bare staff site name and hides prices there', async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(true));
    seedCarouselProducts(queryClient, HANDLES, PRODUCTS);
    seedDeliveryEstimate(queryClient);
    renderApp('/', { siteId: 'HPSF', queryClient: withRegisteredStaff(queryClient) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Staff Feeding' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Adult Chicken & Rice Recipe' })).toBeInTheDocument();
    expect(screen.queryByText('$54.99')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pro Staff Feeding'));
  });

  it.each([
    ['a visitor who is not signed in', null, false],
    ['a registered member', staffCustomerFixture({ registered: true }), true],
  ])(
    'on the staff site, without a carousel, shows the grid only to members (%s)',
    async (_who, session, shown) => {
      const queryClient = createTestQueryClient();
      seedPageByName(queryClient, 'HomePage', homePage(false));
      seedGrid(queryClient);
      seedSession(queryClient, session);
      renderApp('/', { siteId: 'HPSF', queryClient });

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Nutrition they love, delivered' }),
      ).toBeInTheDocument();
      if (shown) expect(await screen.findByText('Senior Turkey Stew')).toBeInTheDocument();
      else expect(screen.queryByText('Senior Turkey Stew')).not.toBeInTheDocument();
    },
  );

  it("leaves the carousels out of a staff-site visitor's home: its products are for members (SPEC §6)", async () => {
    const queryClient = createTestQueryClient();
    seedPageByName(queryClient, 'HomePage', homePage(true));
    seedCarouselProducts(queryClient, HANDLES, PRODUCTS);
    seedSession(queryClient, null);
    renderApp('/', { siteId: 'HPSF', queryClient });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nutrition they love, delivered' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Adult Chicken & Rice Recipe' })).not.toBeInTheDocument();
  });
});
