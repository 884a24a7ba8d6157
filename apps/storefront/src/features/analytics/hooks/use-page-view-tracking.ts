import { pageViewEvent } from '@shop/cart';
import { pageTypeFor } from '@shop/catalog';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../../../lib/site/site-context';
import { useAnalyticsSink } from '../context/analytics-context';

/**
 * SPEC §2 Analytics: every route change pushes a page view named after the route's page type
 * (libs/catalog pageTypeFor, the labels breadcrumbs use), except on the staff site. A change is a
 * new path or query; returning to the same address (a re-render, a same-URL link) is not a new view.
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  const { staff } = useSite();
  const sink = useAnalyticsSink();
  const lastPushed = useRef<string | null>(null);

  useEffect(() => {
    const path = `${pathname}${search}`;
    if (lastPushed.current === path) return;
    lastPushed.current = path;
    const event = pageViewEvent({ pageType: pageTypeFor(pathname, search), path, staff });
    if (event) sink.push({ ...event });
  }, [pathname, search, staff, sink]);
}
