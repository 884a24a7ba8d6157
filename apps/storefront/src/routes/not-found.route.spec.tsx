import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  carouselFixture,
  featureFixture,
  pageFixture,
  seedCarouselProducts,
  seedPageBySlug,
} from '../features/content/testing/content-fixtures';
import { seedDeliveryEstimate } from '../features/location/testing/location-test-state';
import { seedSession, withRegisteredStaff } from '../testing/account-fixtures';
import { productFixture } from '../testing/catalog-fixtures';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

const errorPage = pageFixture({
  slug: 'error',
  name: 'ErrorPage',
  title: '404 Error',
  components: [
    {
      type: 'feature_section',
      features: [
        featureFixture({
          heading: 'Sorry, we can’t find that page',
          body: 'The page may have moved or no longer exists.',
          buttons: [{ text: 'Back to Home', url: '/', external: false }],
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

function withErrorPage(queryClient = createTestQueryClient()) {
  seedPageBySlug(queryClient, 'error', errorPage);
  seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
  seedDeliveryEstimate(queryClient);
  return queryClient;
}

describe('NotFoundRoute', () => {
  it("shows the CMS error page (SPEC §2) with the unknown path (SPEC §8), titled '404 Error'", async () => {
    renderApp('/some/path', { queryClient: withErrorPage() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Page not found: /some/path')).toBeInTheDocument();
    expect(screen.getByText('The page may have moved or no longer exists.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('group', { name: 'Popular right now' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Error | Shop Pet Nutrition'));
  });

  it('keeps the path and a way home when the error page content cannot be loaded', async () => {
    renderApp('/some/path');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /some/path')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 Error | Shop Pet Nutrition'));
  });

  it('shows a staff member the error page, carousel included, on the staff site template', async () => {
    renderApp('/nope/here', { siteId: 'HPSF', queryClient: withErrorPage(withRegisteredStaff()) });

    await screen.findByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' });
    expect(screen.getByRole('group', { name: 'Popular right now' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Error | Pro Staff Feeding'));
  });

  it('shows a staff-site visitor who is not signed in the public error content, but no products', async () => {
    const queryClient = withErrorPage();
    seedSession(queryClient, null);
    // Under a login-exempt page, so the visitor is not sent to sign in first.
    renderApp('/faq/no-such-question', { siteId: 'HPSF', queryClient });

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Sorry, we can’t find that page' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Page not found: /faq/no-such-question')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Popular right now' })).not.toBeInTheDocument();
    expect(screen.queryByText('Adult Chicken & Rice Recipe')).not.toBeInTheDocument();
  });
});
