import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCmsHandler, pageFixture } from '../features/content/testing/content-fixtures';
import { browserLocation } from '../lib/browser/browser-location';
import { API, seedSession, staffCustomerFixture } from '../testing/account-fixtures';
import { installFakeApi } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';
import type { Customer } from '../lib/session/session-queries';

const PAGES = {
  'about-us': pageFixture(),
  faq: pageFixture({ slug: 'faq', title: 'Frequently Asked Questions' }),
};

/**
 * SPEC §2 staff-feeding mode in the app (libs/identity loginRedirectFor in the root loader): the
 * staff site sends a visitor who is not signed in to the single sign-on and an unregistered member
 * to the registration page, before the page shows; home and the exempt pages are for everyone.
 */
describe("the staff site's sign-in redirects on navigation", () => {
  let restoreApi: () => void = () => undefined;
  afterEach(() => {
    restoreApi();
    vi.restoreAllMocks();
  });

  /** The app at `path` on a site, the session seeded (null: signed out), over a fake CMS. */
  function openApp(path: string, session: Customer | null, siteId: 'HPSF' | 'DTC' = 'HPSF') {
    const replaceLocation = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const assignLocation = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const api = installFakeApi(fakeCmsHandler({ pages: PAGES }));
    restoreApi = api.restore;
    const queryClient = createTestQueryClient();
    seedSession(queryClient, session);
    const view = renderApp(path, { siteId, queryClient });
    return { ...view, replaceLocation, assignLocation, requests: api.requests };
  }

  describe('a visitor who is not signed in', () => {
    it('opening a staff page leaves for the single sign-on, which comes back to it', async () => {
      const { replaceLocation, router } = openApp('/about-us?ref=mail', null);

      await waitFor(() =>
        expect(replaceLocation).toHaveBeenCalledWith('/api/idp/login?returnTo=%2Fabout-us%3Fref%3Dmail'),
      );
      expect(screen.queryByRole('heading', { name: 'About Us' })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/about-us');
    });

    it.each([
      ['/faq', 'Frequently Asked Questions'],
      ['/', 'Pro Staff Feeding'],
    ])('may open %s (exempt) without signing in', async (path, heading) => {
      const { replaceLocation, assignLocation } = openApp(path, null);

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(replaceLocation).not.toHaveBeenCalled();
      expect(assignLocation).not.toHaveBeenCalled();
    });

    it('clicking on to a staff page from an exempt one leaves for the sign-on, Back returning to it', async () => {
      const { assignLocation, replaceLocation, router } = openApp('/faq', null);
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });

      void router.navigate('/products/dog?sort=price');

      await waitFor(() =>
        expect(assignLocation).toHaveBeenCalledWith(
          '/api/idp/login?returnTo=%2Fproducts%2Fdog%3Fsort%3Dprice',
        ),
      );
      expect(replaceLocation).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/faq');
    });

    it('is sent to sign in from the registration page too', async () => {
      const { replaceLocation } = openApp('/staff/registration', null);
      await waitFor(() =>
        expect(replaceLocation).toHaveBeenCalledWith('/api/idp/login?returnTo=%2Fstaff%2Fregistration'),
      );
    });
  });

  describe('a signed-in member who has not registered', () => {
    it('is sent to the registration page instead of a staff page, replacing the entry', async () => {
      const { router, replaceLocation } = openApp('/about-us', staffCustomerFixture({ registered: false }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Join Your Clinic' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/staff/registration');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(replaceLocation).not.toHaveBeenCalled();
    });

    it('may open the exempt pages', async () => {
      const { router } = openApp('/faq', staffCustomerFixture({ registered: false }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/faq');
    });
  });

  it('a registered member opens staff pages as they are', async () => {
    const { router, replaceLocation, assignLocation } = openApp(
      '/faq',
      staffCustomerFixture({ registered: true }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });

    await act(() => router.navigate('/about-us'));

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('the consumer site is unchanged: a guest opens content pages, and the session is not asked for it', async () => {
    const { replaceLocation, requests } = openApp('/about-us', null, 'DTC');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain(API.customer);
  });

  it('the consumer site has no staff registration page', async () => {
    openApp('/staff/registration', null, 'DTC');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
