import type { QueryClient } from '@tanstack/react-query';
import { useSite } from '../lib/site/site-context';
import { usePageTitle } from '../lib/page-head/use-page-title';
import { taxonomyQueryOptions } from '../lib/taxonomy/taxonomy-queries';
import { footerQueryOptions, headerQueryOptions } from '../features/content/api/content-queries';
import { SitemapSections } from '../features/content/components/sitemap-sections';

export function sitemapLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(headerQueryOptions());
    void queryClient.prefetchQuery(footerQueryOptions());
    void queryClient.prefetchQuery(taxonomyQueryOptions());
    return null;
  };
}

/**
 * '/sitemap' (SPEC §2): every content page known from the routes and the CMS navigation, then
 * the catalogue by species, category and detail.
 */
export function SitemapRoute() {
  const { title, staff } = useSite();
  usePageTitle('Sitemap', `Every page of ${title}: help, policies and the whole catalogue.`);
  const knownPages = [
    { label: 'Home', url: '/' },
    { label: 'Frequently Asked Questions', url: '/faq' },
    { label: staff ? 'Shipping' : 'Shipping Information', url: '/shipping' },
    { label: staff ? 'Terms & Conditions' : 'Terms and Conditions', url: '/terms-and-conditions' },
  ];

  return (
    <div className="page">
      <h1 className="page__title">Sitemap</h1>
      <SitemapSections
        knownPages={knownPages}
        allProducts={{ label: 'Shop All Pet Food', url: '/products' }}
      />
    </div>
  );
}
