import { screen, waitFor } from '@testing-library/react';
import { withRegisteredStaff } from '../testing/account-fixtures';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageBySlugQueryOptions } from '../features/content/api/content-queries';
import { fakeCmsHandler, pageFixture, seedPageBySlug } from '../features/content/testing/content-fixtures';
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
    renderApp('/staff-program', { siteId: 'HPSF', queryClient: withRegisteredStaff(queryClient) });

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
    it('shows the not-found page, asking for the page and the error page only: the first document had its redirect from the API', async () => {
      const api = installFakeApi(
        fakeCmsHandler({
          redirects: { '/spring-sale': { target: '/faq', external: false, statusCode: 302 } },
        }),
      );
      restoreApi = api.restore;
      renderApp('/spring-sale');

      expect(await screen.findByText('Page not found: /spring-sale')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('404 Error | Shop Pet Nutrition'));
      const asked = () =>
        api.requests
          .map((request) => new URL(request.url))
          .filter((url) => /get-page-by-slug|get-redirect/.test(url.pathname));
      // The not-found page is the CMS error page (SPEC §2), whose content it asks for; no redirect.
      await waitFor(() =>
        expect(asked().map((url) => `${url.pathname}${url.search}`)).toEqual([
          '/api/cms/v1.0/get-page-by-slug?slug=spring-sale',
          '/api/cms/v1.0/get-page-by-slug?slug=error',
        ]),
      );
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
});
