import type { QueryClient } from '@tanstack/react-query';
import { CmsPage, cmsPageLoader } from './cms-page';

const FAQ_SLUG = 'faq';

export function faqLoader(queryClient: QueryClient) {
  return cmsPageLoader(queryClient, FAQ_SLUG);
}

/**
 * '/faq' (SPEC §2): the CMS FAQ page, whose questions render as native disclosures. Anyone may
 * read it without signing in (identity's LOGIN_EXEMPT_PATHS lists it).
 */
export function FaqRoute() {
  return <CmsPage slug={FAQ_SLUG} fallbackTitle="Frequently Asked Questions" />;
}
