import type { QueryClient } from '@tanstack/react-query';
import { CmsPage, cmsPageLoader } from './cms-page';

const TERMS_SLUG = 'terms-and-conditions';

export function termsLoader(queryClient: QueryClient) {
  return cmsPageLoader(queryClient, TERMS_SLUG);
}

/** '/terms-and-conditions' (SPEC §2): titled 'Terms & Conditions' on the staff-feeding site. */
export function TermsRoute() {
  return <CmsPage slug={TERMS_SLUG} fallbackTitle="Terms and Conditions" staffTitle="Terms & Conditions" />;
}
