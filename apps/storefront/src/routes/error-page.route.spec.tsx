import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageBySlugQueryOptions } from '../features/content/api/content-queries';
import type { ContentPageDto } from '../features/content/model/content-types';
import {
  carouselFixture,
  featureFixture,
  pageFixture,
  seedCarouselProducts,
  seedPageByName,
  seedPageBySlug,
} from '../features/content/testing/content-fixtures';
import { apiError, seedQueryError } from '../testing/query-errors';
import { createTestQueryClient } from '../testing/test-query-client';
import { productFixture } from '../testing/catalog-fixtures';
import { renderApp } from '../testing/render-app';
import { renderWithSite } from '../testing/render-with-site';
import { seedDeliveryEstimate } from '../features/location/testing/location-test-state';
import { ErrorPageRoute } from './error-page.route';

const errorPage = pageFixture({
  slug: 'error',
  name: 'ErrorPage',
  title: '404 Error',
  description: 'The page you were looking for could not be found.',
  components: [
    {
      type: 'feature_section',
      features: [
        featureFixture({
          heading: 'Sorry, we can’t find that page',
          body: 'The page may have moved or no longer exists.',
          image: { url: '/content-assets/error-404.svg', alt: 'A puppy peeking out of an empty food bowl' },
          buttons: [
            { text: 'Back to Home', url: '/', external: false },
            { text: 'Visit our blog', url: 'https://example.org/blog', external: true },
          ],
        }),
      ],
    },
    carouselFixture({
      headline: 'Popular right now',
      handles: ['adult-chicken-rice'],
      isLastComponent: true,
    }),
  ],
});

function Boom(): never {
  throw new Error('Kaboom');
}

/** A router whose only page throws while rendering, caught by the error page. */
function renderThrowingPage(queryClient: QueryClient, standalone = false) {
  const router = createMemoryRouter([
    { path: '/', element: <Boom />, errorElement: <ErrorPageRoute standalone={standalone} /> },
  ]);
  return renderWithSite(<RouterProvider router={router} />, { queryClient });
}

describe('ErrorPageRoute', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the CMS 'error' page: feature heading, body, image, buttons and its product carousel", async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'error', errorPage);
    seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
    seedDeliveryEstimate(queryClient);
    renderThrowingPage(queryClient);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The page may have moved or no longer exists.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'A puppy peeking out of an empty food bowl' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Visit our blog (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );

    const carousel = screen.getByRole('group', { name: 'Popular right now' });
    expect(
      within(carousel).getByRole('heading', { name: 'Adult Chicken & Rice Recipe' }),
    ).toBeInTheDocument();
  });

  it("is titled '404 Error' on the site template, with the page's description", async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'error', errorPage);
    seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
    seedDeliveryEstimate(queryClient);
    renderThrowingPage(queryClient);

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('404 Error | Shop Pet Nutrition'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The page you were looking for could not be found.',
    );
  });

  it('logs the error for diagnosis without showing it to the shopper', async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'error', errorPage);
    renderThrowingPage(queryClient);

    await screen.findByRole('heading', { level: 1 });
    expect(logged).toHaveBeenCalledWith(
      'Unhandled app error',
      expect.objectContaining({ message: 'Kaboom' }),
    );
    expect(screen.queryByText(/Kaboom/)).not.toBeInTheDocument();
  });

  it('falls back to a plain message with a way home when the error content cannot be loaded', async () => {
    const queryClient = createTestQueryClient();
    await seedQueryError(queryClient, pageBySlugQueryOptions('error').queryKey, apiError(503));
    renderThrowingPage(queryClient);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 Error | Shop Pet Nutrition'));
  });

  it('stands on its own, with a main landmark, at the root where the layout may have failed', async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'error', errorPage);
    seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
    seedDeliveryEstimate(queryClient);
    renderThrowingPage(queryClient, true);

    const main = await screen.findByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Shop Pet Nutrition')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('catches an unhandled error in a page of the app and shows it inside the site layout (SPEC §8)', async () => {
    const queryClient = createTestQueryClient();
    // A home page whose components are not a list makes the home route throw while rendering.
    seedPageByName(queryClient, 'HomePage', {
      ...pageFixture(),
      components: 'broken',
    } as unknown as ContentPageDto);
    seedPageBySlug(queryClient, 'error', errorPage);
    seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
    seedDeliveryEstimate(queryClient);
    renderApp('/', { queryClient });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Error | Shop Pet Nutrition'));
    expect(logged).toHaveBeenCalledWith('Unhandled app error', expect.any(TypeError));
  });
});
