import { getSiteOptions } from '@shop/api-client';
import type { SiteId } from '@shop/identity';
import { Container, ErrorState, Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import './site-context.css';

/** Which of the two shops this browser tab is showing, as answered by GET /api/site. */
export interface SiteInfo {
  siteId: SiteId;
  /** 'Shop Pet Nutrition' or 'Pro Staff Feeding': the header, footer and every page title use it. */
  title: string;
  /**
   * The site's public origin (PUBLIC_ORIGINS, e.g. https://shop.example): canonical links and
   * structured data name pages at it, never at the host the browser happened to use.
   */
  origin: string;
  /** True on the staff-feeding site (HPSF): prices hidden, SSO sign-in, no analytics. */
  staff: boolean;
  /**
   * The staff site's single sign-on start (a browser navigation, with `returnTo`), as the API names
   * it (its segment is configuration); null on the consumer site.
   */
  ssoLoginPath: string | null;
  /** Seconds of browser inactivity before the 'Are you still there?' alert (SPEC §4, server setting). */
  tokenInactivityTime: number;
  /** SPEC §4's AUTOSHIP_REQUIRES_LOGIN (server setting): a guest starting an autoship signs in first. */
  autoshipRequiresLogin: boolean;
  /** Payments go through the built-in test provider: checkout lists its test cards. */
  paymentTestMode: boolean;
  /** The reviews widget's script, a path on the shop (REVIEWS_WIDGET_URL); loaded after functional consent. */
  reviewsWidgetUrl: string;
}

const SiteContext = createContext<SiteInfo | null>(null);

/**
 * The site never changes while the page is open (it comes from the Host header), so it is fetched
 * once and never considered stale. Loaders that decide by site read it through these options.
 */
export function siteQueryOptions() {
  return { ...getSiteOptions(), staleTime: Infinity, gcTime: Infinity };
}

/**
 * Resolves the site at runtime (one build serves both shops) and holds the app back until it is
 * known, because titles, prices and sign-in all depend on it. A failure gets a plain message and a
 * Retry button rather than a blank page.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const { data, isPending, isError, isFetching, refetch } = useQuery(siteQueryOptions());
  const site = useMemo<SiteInfo | null>(
    () =>
      data
        ? {
            siteId: data.siteId,
            title: data.title,
            origin: data.origin,
            staff: data.staff,
            ssoLoginPath: data.ssoLoginPath,
            tokenInactivityTime: data.tokenInactivityTime,
            autoshipRequiresLogin: data.autoshipRequiresLogin,
            paymentTestMode: data.paymentTestMode,
            reviewsWidgetUrl: data.reviewsWidgetUrl,
          }
        : null,
    [data],
  );

  if (site) return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;

  if (isPending && !isError) {
    return (
      <div className="site-gate">
        <Spinner label="Loading the shop…" showLabel />
      </div>
    );
  }

  return (
    <Container className="site-gate">
      <ErrorState
        message="We couldn't load the shop. Please check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    </Container>
  );
}

/** The current site for any component below SiteProvider (i.e. everything the router renders). */
export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() must be used inside <SiteProvider>.');
  return site;
}
