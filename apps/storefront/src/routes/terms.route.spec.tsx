import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageBySlugQueryOptions } from '../features/content/api/content-queries';
import { pageFixture, seedPageBySlug } from '../features/content/testing/content-fixtures';
import { neverSettles } from '../testing/query-errors';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

const terms = pageFixture({
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  description: 'The terms that apply to every order.',
  components: [{ type: 'rich_text', html: '<h2>Orders</h2><p>An order is accepted when it ships.</p>' }],
});

describe('TermsRoute', () => {
  it('shows the CMS terms under their title on the consumer site', async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'terms-and-conditions', terms);
    renderApp('/terms-and-conditions', { siteId: 'DTC', queryClient });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms and Conditions | Shop Pet Nutrition'));
  });

  it("is titled 'Terms & Conditions' on the staff-feeding site (SPEC §2), whatever the CMS title", async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'terms-and-conditions', terms);
    renderApp('/terms-and-conditions', { siteId: 'HPSF', queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms & Conditions | Pro Staff Feeding'));
  });

  it('keeps the staff title while the page is still loading', async () => {
    const queryClient = createTestQueryClient();
    void queryClient.prefetchQuery({
      ...pageBySlugQueryOptions('terms-and-conditions'),
      queryFn: neverSettles,
    });
    renderApp('/terms-and-conditions', { siteId: 'HPSF', queryClient });

    expect(await screen.findByText('Loading content…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.title).toBe('Terms & Conditions | Pro Staff Feeding'));
  });
});
