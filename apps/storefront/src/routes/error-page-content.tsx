import { useQuery } from '@tanstack/react-query';
import { pageBySlugQueryOptions } from '../features/content/api/content-queries';
import { ContentBlocks } from '../features/content/components/content-blocks';
import { ERROR_PAGE_SLUG } from '../features/content/model/page-slugs';
import { PageHead } from '../lib/page-head/page-head';
import { useCarouselRenderer } from './carousel-products';
import { ERROR_PAGE_TITLE, ErrorPageFallback, ErrorPageLoading } from './error-page-fallback';

/**
 * The error page's content (SPEC §2): the CMS page 'error' with its feature heading as the page's
 * h1, body, image, buttons and optional product carousel; the plain fallback when it cannot be
 * loaded. Loaded lazily by the error page so the entry bundle stays small.
 */
export function ErrorPageContent() {
  const renderProducts = useCarouselRenderer();
  const page = useQuery(pageBySlugQueryOptions(ERROR_PAGE_SLUG));
  if (page.isPending) return <ErrorPageLoading />;
  if (!page.isSuccess || !Array.isArray(page.data.components) || page.data.components.length === 0) {
    return <ErrorPageFallback />;
  }
  return (
    <div className="page error-page">
      <PageHead title={ERROR_PAGE_TITLE} description={page.data.description || undefined} />
      <ContentBlocks
        components={page.data.components}
        renderProducts={renderProducts}
        leadHeadingLevel={1}
        aboveTheFold
      />
    </div>
  );
}
