import { ALL_PRODUCTS_TITLE } from '@shop/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { useSite } from '../lib/site/site-context';
import { PageHead } from '../lib/page-head/page-head';
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
  const knownPages = [
    { label: 'Home', url: '/' },
    { label: 'Frequently Asked Questions', url: '/faq' },
    { label: staff ? 'Shipping' : 'Shipping Information', url: '/shipping' },
    { label: staff ? 'Terms & Conditions' : 'Terms and Conditions', url: '/terms-and-conditions' },
  ];

  return (
    <div className="page">
      <PageHead
        title="Sitemap"
        description={`Every page of ${title}: help, policies and the whole catalogue.`}
      />
      <h1 className="page__title">Sitemap</h1>
      <SitemapSections
        knownPages={knownPages}
        allProducts={{ label: ALL_PRODUCTS_TITLE, url: '/products' }}
      />
    </div>
  );
}
