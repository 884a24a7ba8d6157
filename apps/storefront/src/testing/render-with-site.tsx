import { getSiteQueryKey, type SiteDto } from '@shop/api-client';
import { DEFAULT_TOKEN_INACTIVITY_SECONDS, isStaffSite, SITE_TITLES, type SiteId } from '@shop/identity';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SiteProvider } from '../lib/site/site-context';
import { createTestQueryClient } from './test-query-client';

/** The staff site's single sign-on start as the API answers it by default (IDENTITY_KIND idp). */
export const STAFF_SSO_LOGIN_PATH = '/api/idp/login';

/** Each site's public origin as the API answers it by default (PUBLIC_ORIGINS). */
export const SITE_ORIGINS: Record<SiteId, string> = {
  DTC: 'http://localhost:3000',
  HPSF: 'http://staff.localhost:3000',
};

/** The GET /api/site answer for a site, as the API sends it. */
export function siteFor(siteId: SiteId): SiteDto {
  const staff = isStaffSite(siteId);
  return {
    siteId,
    title: SITE_TITLES[siteId],
    origin: SITE_ORIGINS[siteId],
    staff,
    ssoLoginPath: staff ? STAFF_SSO_LOGIN_PATH : null,
    tokenInactivityTime: DEFAULT_TOKEN_INACTIVITY_SECONDS,
    autoshipRequiresLogin: true,
    paymentTestMode: true,
    reviewsWidgetUrl: '/widgets/reviews.js',
    consentPolicyVersion: '1',
    gtmContainerId: null,
    videoPlayer: { baseUrl: 'https://www.youtube-nocookie.com/embed/', setsCookies: true },
  };
}

/** Seeds the site lookup under the generated query key, as if GET /api/site had answered. */
export function seedSite(queryClient: QueryClient, siteId: SiteId, overrides?: Partial<SiteDto>): void {
  queryClient.setQueryData(getSiteQueryKey(), { ...siteFor(siteId), ...overrides });
}

export interface RenderOptions {
  siteId?: SiteId;
  /** Settings of the site answer that differ from the default one (e.g. tokenInactivityTime). */
  site?: Partial<SiteDto>;
  queryClient?: QueryClient;
}

/** Renders any element inside the query cache and the site provider, with the site already resolved. */
export function renderWithSite(
  ui: ReactNode,
  { siteId = 'DTC', site, queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  seedSite(queryClient, siteId, site);
  // A wrapper, so rerender() swaps the element and keeps the providers.
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <SiteProvider>{children}</SiteProvider>
      </QueryClientProvider>
    ),
  });
  return { ...result, queryClient };
}
