import { screen, waitFor } from '@testing-library/react';
import { withRegisteredStaff } from '../testing/account-fixtures';
import { describe, expect, it } from 'vitest';
import { pageFixture, seedPageBySlug } from '../features/content/testing/content-fixtures';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

const shipping = pageFixture({
  slug: 'shipping',
  title: 'Shipping Information',
  description: 'Shipping rates, delivery times and where we deliver.',
  components: [{ type: 'rich_text', html: '<h2>Shipping rates</h2><p>Free over $49.</p>' }],
});

describe('ShippingRoute', () => {
  it('uses the CMS title and description on the consumer site', async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'shipping', shipping);
    renderApp('/shipping', { siteId: 'DTC', queryClient });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping Information' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shipping Information | Shop Pet Nutrition'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Shipping rates, delivery times and where we deliver.',
    );
  });

  it("is titled 'Shipping' on the staff-feeding site (SPEC §2)", async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'shipping', shipping);
    renderApp('/shipping', { siteId: 'HPSF', queryClient: withRegisteredStaff(queryClient) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shipping | Pro Staff Feeding'));
  });
});
