import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageBySlugQueryOptions } from '../features/content/api/content-queries';
import { browserLocation } from '../lib/browser/browser-location';
import {
  fakeCmsHandler,
  pageFixture,
  seedPageBySlug,
  seedRedirect,
  type FakeCms,
} from '../features/content/testing/content-fixtures';
import { neverSettles } from '../testing/query-errors';
import { installFakeApi, jsonResponse, errorResponse } from '../testing/fake-api';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

function metaDescription(): string | null | undefined {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('content pages', () => {
  let restoreApi: () => void = () => undefined;
  afterEach(() => {
    restoreApi();
    restoreApi = () => undefined;
    vi.restoreAllMocks();
  });

  it('shows a CMS page at /{slug} with its title and description on the site template', async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(queryClient, 'about-us', pageFixture());
    renderApp('/about-us', { queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nutrition first' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Us | Shop Pet Nutrition'));
    expect(metaDescription()).toBe('Who we are and what we believe about pet nutrition.');
  });

  it('uses the staff-feeding site name in the title there', async () => {
    const queryClient = createTestQueryClient();
    seedPageBySlug(
      queryClient,
      'staff-program',
      pageFixture({ slug: 'staff-program', title: 'Staff Feeding Program' }),
    );
    renderApp('/staff-program', { siteId: 'HPSF', queryClient });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff Feeding Program' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Staff Feeding Program | Pro Staff Feeding'));
  });

  it('shows a skeleton while the page loads', async () => {
    const queryClient = createTestQueryClient();
    void queryClient.prefetchQuery({ ...pageBySlugQueryOptions('about-us'), queryFn: neverSettles });
    renderApp('/about-us', { queryClient });

    expect(await screen.findByText('Loading content…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers Retry when the page fails for another reason than not existing', async () => {
    let pageCalls = 0;
    const api = installFakeApi((request) => {
      if (!new URL(request.url).pathname.endsWith('/get-page-by-slug')) return errorResponse(404);
      pageCalls += 1;
      // The first load and the client's one retry of it both fail.
      return pageCalls <= 2 ? errorResponse(503) : jsonResponse(pageFixture());
    });
    restoreApi = api.restore;
    renderApp('/about-us');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this page. Please try again.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const slugs = api.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/cms/v1.0/get-page-by-slug')
      .map((url) => url.searchParams.get('slug'));
    expect(slugs).toEqual(['about-us', 'about-us', 'about-us']);
  });

  describe('pages the CMS does not have (draft, archived, unknown)', () => {
    function serveCms(cms: FakeCms) {
      const api = installFakeApi(fakeCmsHandler(cms));
      restoreApi = api.restore;
      return api;
    }

    it('shows the not-found page when the path is not redirected either', async () => {
      const api = serveCms({});
      renderApp('/spring-sale');

      expect(await screen.findByText('Page not found: /spring-sale')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page Not Found | Shop Pet Nutrition'));
      const asked = api.requests
        .map((request) => new URL(request.url))
        .filter((url) => /get-page-by-slug|get-redirect/.test(url.pathname));
      expect(asked.map((url) => url.pathname)).toEqual([
        '/api/cms/v1.0/get-page-by-slug',
        '/api/cms/v1.0/get-redirect',
      ]);
      expect(asked[0].searchParams.get('slug')).toBe('spring-sale');
      expect(asked[1].searchParams.get('path')).toBe('/spring-sale');
    });

    it('follows an internal redirect in the app, replacing the dead URL in history', async () => {
      serveCms({
        pages: { 'about-us': pageFixture() },
        redirects: { '/returns': { target: '/about-us', external: false, statusCode: 302 } },
      });
      const { router } = renderApp('/returns');

      expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/about-us');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument();
    });

    it('replaces the browser location for an external redirect and never shows not-found', async () => {
      const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
      serveCms({
        redirects: { '/blog': { target: 'https://example.org/blog', external: true, statusCode: 302 } },
      });
      const { router } = renderApp('/blog');

      await waitFor(() => expect(leave).toHaveBeenCalledWith('https://example.org/blog'));
      expect(leave).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/blog');
      expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument();
    });

    it('ignores an internal target that is not a safe storefront path', async () => {
      const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
      serveCms({
        redirects: { '/sneaky': { target: '//evil.example/x', external: false, statusCode: 301 } },
      });
      const { router } = renderApp('/sneaky');

      expect(await screen.findByText('Page not found: /sneaky')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/sneaky');
      expect(leave).not.toHaveBeenCalled();
    });

    it('treats a path that cannot be a slug (400) like a missing page', async () => {
      const api = installFakeApi((request) =>
        new URL(request.url).pathname.endsWith('/get-page-by-slug')
          ? errorResponse(400, 'VALIDATION_FAILED')
          : errorResponse(404, 'REDIRECT_NOT_FOUND'),
      );
      restoreApi = api.restore;
      renderApp('/About_Us');

      expect(await screen.findByText('Page not found: /About_Us')).toBeInTheDocument();
    });
  });

  describe('paths no route claims', () => {
    it('follows a CMS redirect for a deeper path', async () => {
      const queryClient = createTestQueryClient();
      seedRedirect(queryClient, '/old/catalogue', { target: '/about-us', external: false, statusCode: 301 });
      seedPageBySlug(queryClient, 'about-us', pageFixture());
      const { router } = renderApp('/old/catalogue', { queryClient });

      expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/about-us');
    });

    it('shows the not-found page, keeping its wording and title, when there is no redirect', async () => {
      const queryClient = createTestQueryClient();
      seedRedirect(queryClient, '/no/such/page', null);
      renderApp('/no/such/page', { siteId: 'HPSF', queryClient });

      expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page Not Found | Pro Staff Feeding'));
    });

    it('shows the not-found page when the redirect lookup itself fails', async () => {
      const queryClient = createTestQueryClient();
      renderApp('/no/such/page', { queryClient });

      expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
    });
  });
});
