import { screen, waitFor, within } from '@testing-library/react';
import { withRegisteredStaff } from '../testing/account-fixtures';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFooter, seedHeader } from '../features/content/testing/content-fixtures';
import { seedTaxonomy, taxonomyFixture } from '../testing/taxonomy-fixtures';
import { installFakeApi, jsonResponse, errorResponse } from '../testing/fake-api';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

describe('SitemapRoute', () => {
  let restoreApi: () => void = () => undefined;
  afterEach(() => {
    restoreApi();
    restoreApi = () => undefined;
  });

  it('lists the content pages from the routes and the CMS navigation, then the catalogue taxonomy', async () => {
    const queryClient = createTestQueryClient();
    seedHeader(queryClient);
    seedFooter(queryClient);
    seedTaxonomy(queryClient);
    renderApp('/sitemap', { queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const pages = screen.getByRole('region', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Frequently Asked Questions', '/faq'],
      ['Shipping Information', '/shipping'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Autoship & Save', '/autoship'],
      ['Contact Us', '/contact-us'],
      ['About Us', '/about-us'],
    ]);

    const shop = screen.getByRole('region', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'Shop All Pet Food' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(shop).getByRole('link', { name: 'Dog' })).toHaveAttribute('href', '/products/dog');
    expect(within(shop).getByRole('link', { name: 'Dry Food' })).toHaveAttribute(
      'href',
      '/products/dog/dry-food',
    );
    expect(within(shop).getByRole('link', { name: 'Puppy' })).toHaveAttribute(
      'href',
      '/products/dog/dry-food/puppy',
    );
    expect(within(shop).getByRole('link', { name: 'Cat' })).toHaveAttribute('href', '/products/cat');
    await waitFor(() => expect(document.title).toBe('Sitemap | Shop Pet Nutrition'));
  });

  it('uses the staff titles of the known pages on the staff-feeding site', async () => {
    const queryClient = createTestQueryClient();
    seedTaxonomy(queryClient);
    renderApp('/sitemap', { siteId: 'HPSF', queryClient: withRegisteredStaff(queryClient) });

    const pages = await screen.findByRole('region', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(pages).getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/shipping');
    await waitFor(() => expect(document.title).toBe('Sitemap | Pro Staff Feeding'));
  });

  it('keeps the pages when the catalogue fails, and loads it again on Retry', async () => {
    let taxonomyCalls = 0;
    const api = installFakeApi((request) => {
      if (new URL(request.url).pathname !== '/api/catalog/taxonomy') return errorResponse(404);
      taxonomyCalls += 1;
      // The first load and the client's one retry of it both fail.
      return taxonomyCalls <= 2 ? errorResponse(503) : jsonResponse(taxonomyFixture());
    });
    restoreApi = api.restore;
    renderApp('/sitemap');

    const shop = await screen.findByRole('region', { name: 'Shop' });
    expect(
      within(screen.getByRole('region', { name: 'Pages' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
    expect(await within(shop).findByRole('alert')).toHaveTextContent(
      "We couldn't load the product categories.",
    );

    await userEvent.click(within(shop).getByRole('button', { name: 'Retry' }));
    expect(await within(shop).findByRole('link', { name: 'Puppy' })).toBeInTheDocument();
  });
});
