import { DEFAULT_PAGE_DESCRIPTION } from '@shop/identity';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import { CanonicalLink } from './canonical-link';
import { PageHead } from './page-head';

function descriptions(): (string | null)[] {
  return [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
    meta.getAttribute('content'),
  );
}

describe('PageHead', () => {
  it("titles the tab on the '%s | site name' template of each site", () => {
    const { unmount } = renderWithSite(<PageHead title="Home" />, { siteId: 'DTC' });
    expect(document.title).toBe('Home | Shop Pet Nutrition');
    unmount();

    renderWithSite(<PageHead title="My Autoships" />, { siteId: 'HPSF' });
    expect(document.title).toBe('My Autoships | Pro Staff Feeding');
  });

  it('gives the bare site name without a page title', () => {
    renderWithSite(<PageHead />, { siteId: 'DTC' });
    expect(document.title).toBe('Shop Pet Nutrition');
  });

  it("describes the page with its own words, an empty description when asked, else the shop's", () => {
    const { rerender } = renderWithSite(<PageHead title="Contact Us" description="Write to us" />);
    expect(descriptions()).toEqual(['Write to us']);

    rerender(<PageHead title="Products" description="" />);
    expect(descriptions()).toEqual(['']);

    rerender(<PageHead title="Sitemap" />);
    expect(descriptions()).toEqual([DEFAULT_PAGE_DESCRIPTION]);
  });

  it("leaves the head with the next page's title and description only, never both", () => {
    const { rerender, unmount } = renderWithSite(
      <PageHead key="a" title="About Us" description="Who we are" />,
    );
    rerender(<PageHead key="b" title="FAQ" description="Answers" />);

    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('FAQ | Shop Pet Nutrition');
    expect(descriptions()).toEqual(['Answers']);

    unmount();
    expect(descriptions()).toEqual([]);
  });
});

describe('CanonicalLink', () => {
  function canonicals(): (string | null)[] {
    return [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    );
  }

  it('keeps only whitelisted query parameters and follows navigation', async () => {
    const router = createMemoryRouter([{ path: '*', element: <CanonicalLink /> }], {
      initialEntries: ['/products?sku=SKU-30&utm_source=mail'],
    });
    const { unmount } = renderWithSite(<RouterProvider router={router} />);
    expect(canonicals()).toEqual(['http://localhost:3000/products?sku=SKU-30']);

    await act(() => router.navigate('/products/dog?gclid=x'));
    expect(canonicals()).toEqual(['http://localhost:3000/products/dog']);

    unmount();
    expect(canonicals()).toEqual([]);
  });

  it("names the page at the site's configured origin, not the host the browser used", () => {
    const router = createMemoryRouter([{ path: '*', element: <CanonicalLink /> }], {
      initialEntries: ['/faq?fbclid=1'],
    });
    renderWithSite(<RouterProvider router={router} />, { site: { origin: 'https://shop.example' } });
    expect(canonicals()).toEqual(['https://shop.example/faq']);
  });
});
