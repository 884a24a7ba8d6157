import { ERROR_PAGE_TITLE } from '@shop/identity';
import { useQuery } from '@tanstack/react-query';
import { pageBySlugQueryOptions } from '../features/content/api/content-queries';
import { ContentBlocks } from '../features/content/components/content-blocks';
import { ERROR_PAGE_SLUG } from '../features/content/model/page-slugs';
import { PageHead } from '../lib/page-head/page-head';
import { useCarouselRenderer } from './carousel-products';
import { ErrorPageFallback, ErrorPageLoading } from './error-page-fallback';

export interface ErrorPageContentProps {
  /**
   * A line above the CMS content saying what went wrong (an unknown page's 'Page not found: {path}',
   * SPEC §8), so the shopper sees which link was wrong. The server's first view of a 404 draws it in
   * the same place (apps/api first-view-html.ts), so the app's repaint moves nothing.
   */
  notice?: string;
}

/**
 * The error page's content (SPEC §2): the CMS page 'error' with its feature heading as the page's
 * h1, body, image, buttons and optional product carousel; the plain fallback when it cannot be
 * loaded. Loaded lazily by the error page so the entry bundle stays small.
 */
export function ErrorPageContent({ notice }: ErrorPageContentProps) {
  const renderProducts = useCarouselRenderer();
  const page = useQuery(pageBySlugQueryOptions(ERROR_PAGE_SLUG));
  if (page.isPending) return <ErrorPageLoading />;
  if (!page.isSuccess || !Array.isArray(page.data.components) || page.data.components.length === 0) {
    return <ErrorPageFallback notice={notice} />;
  }
  return (
    <div className="page error-page">
      <PageHead title={ERROR_PAGE_TITLE} description={page.data.description || undefined} />
      {notice ? <p className="page__lead">{notice}</p> : null}
      <ContentBlocks
        components={page.data.components}
        renderProducts={renderProducts}
        leadHeadingLevel={1}
        aboveTheFold
      />
    </div>
  );
}
