import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCmsHandler, pageFixture, type FakeCms } from '../features/content/testing/content-fixtures';
import { browserLocation } from '../lib/browser/browser-location';
import { errorResponse, installFakeApi } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

const PAGES = {
  'about-us': pageFixture(),
  faq: pageFixture({ slug: 'faq', title: 'Frequently Asked Questions' }),
};

/** The paths the app asked GET get-redirect about, in order. */
function lookups(requests: Request[]): string[] {
  return requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/cms/v1.0/get-redirect')
    .map((url) => url.searchParams.get('path') ?? '');
}

describe('redirects on in-app navigation (SPEC §2 server-side redirect lookup)', () => {
  let restoreApi: () => void = () => undefined;
  afterEach(() => {
    restoreApi();
    vi.restoreAllMocks();
  });

  /** The app on the about page, its first document served, over a fake CMS. */
  async function openAboutPage(redirects: FakeCms['redirects'] = {}) {
    const api = installFakeApi(fakeCmsHandler({ pages: PAGES, redirects }));
    restoreApi = api.restore;
    const view = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    return { ...view, requests: api.requests };
  }

  it('asks nothing for the first document, whose redirect the API answered', async () => {
    const { requests } = await openAboutPage();
    expect(lookups(requests)).toEqual([]);
  });

  it('follows an internal redirect before the page shows, replacing the entry in history', async () => {
    const { router, requests } = await openAboutPage({
      '/returns': { target: '/faq', external: false, statusCode: 302 },
    });

    await act(() => router.navigate('/returns'));

    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument();
    expect(lookups(requests)).toEqual(['/returns', '/faq']);
  });

  it('looks up paths a route claims too, not only unknown ones', async () => {
    const { router } = await openAboutPage({
      '/faq': { target: '/about-us', external: false, statusCode: 301 },
    });

    await act(() => router.navigate('/faq'));

    expect(router.state.location.pathname).toBe('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('replaces the browser location for an external redirect and keeps the page until it leaves', async () => {
    const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const { router } = await openAboutPage({
      '/blog': { target: 'https://example.org/blog', external: true, statusCode: 302 },
    });

    void router.navigate('/blog');

    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://example.org/blog'));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path that is not redirected, and asks once per path', async () => {
    const { router, requests } = await openAboutPage();

    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
    await act(() => router.navigate('/about-us'));
    await act(() => router.navigate('/no/such/page?utm_source=mail'));
    await act(() => router.navigate('/no/such/page?utm_source=news'));

    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(lookups(requests)).toEqual(['/no/such/page', '/about-us']);
  });

  it('ignores an internal target that is not a safe storefront path', async () => {
    const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const { router } = await openAboutPage({
      '/sneaky': { target: '//evil.example/x', external: false, statusCode: 301 },
    });

    await act(() => router.navigate('/sneaky'));

    expect(router.state.location.pathname).toBe('/sneaky');
    expect(await screen.findByText('Page not found: /sneaky')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('shows the page as usual when the lookup itself fails', async () => {
    const api = installFakeApi((request) =>
      new URL(request.url).pathname === '/api/cms/v1.0/get-redirect'
        ? errorResponse(500)
        : fakeCmsHandler({ pages: PAGES })(request),
    );
    restoreApi = api.restore;
    const { router } = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });

    await act(() => router.navigate('/faq'));

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('stops following a chain of redirects that loops, and shows the page', async () => {
    const { router } = await openAboutPage({
      '/a': { target: '/b', external: false, statusCode: 302 },
      '/b': { target: '/a', external: false, statusCode: 302 },
    });

    await act(() => router.navigate('/a'));

    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(screen.getByText(/^Page not found: \/[ab]$/)).toBeInTheDocument();
  });
});
