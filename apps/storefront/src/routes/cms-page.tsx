import type { QueryClient } from '@tanstack/react-query';
import { ErrorState } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { isMissingPageError, pageBySlugQueryOptions } from '../features/content/api/content-queries';
import { ContentBlocks } from '../features/content/components/content-blocks';
import { ContentPageSkeleton } from '../features/content/components/content-page-skeleton';
import type { ContentPageDto } from '../features/content/model/content-types';
import { PageHead } from '../lib/page-head/page-head';
import { useSite } from '../lib/site/site-context';
import { useCarouselRenderer } from './carousel-products';
import { NotFoundPage } from './not-found-page';

/** Starts loading a CMS page as soon as its route matches; the page renders its skeleton meanwhile. */
export function cmsPageLoader(queryClient: QueryClient, slug: string) {
  return () => {
    void queryClient.prefetchQuery(pageBySlugQueryOptions(slug));
    return null;
  };
}

export interface CmsPageProps {
  slug: string;
  /** The title while the page loads or when it cannot be loaded. */
  fallbackTitle?: string;
  /** A title the staff-feeding site always uses for this route (SPEC §2), whatever the CMS says. */
  staffTitle?: string;
}

function CmsPageView({ page, title }: { page: ContentPageDto; title: string }) {
  const renderProducts = useCarouselRenderer();
  return (
    <article className="page content-page">
      <PageHead title={title} description={page.description || undefined} />
      <h1 className="page__title">{title}</h1>
      <ContentBlocks components={page.components} renderProducts={renderProducts} pageTitle={page.title} />
    </article>
  );
}

function CmsPagePending({ title }: { title?: string }) {
  return (
    <>
      <PageHead title={title} />
      <ContentPageSkeleton />
    </>
  );
}

function CmsPageFailed({
  title,
  onRetry,
  retrying,
}: {
  title?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="page page--narrow">
      <PageHead title={title} />
      {title ? <h1 className="page__title">{title}</h1> : null}
      <ErrorState
        message="We couldn't load this page. Please try again."
        onRetry={onRetry}
        retrying={retrying}
      />
    </div>
  );
}

/**
 * A content page from the CMS by slug, titled on the site's template with the page's description.
 * A page the CMS does not have here (draft, archived, other site, unknown) is the 404 page (its
 * redirect, if any, was followed before the page showed); any other failure offers Retry. The content
 * routes (/{slug}, /faq, /shipping, /terms-and-conditions) each render one.
 */
export function CmsPage({ slug, fallbackTitle, staffTitle }: CmsPageProps) {
  const { staff } = useSite();
  const page = useQuery(pageBySlugQueryOptions(slug));
  const fixedTitle = staff ? staffTitle : undefined;

  if (page.isPending) return <CmsPagePending title={fixedTitle ?? fallbackTitle} />;
  if (page.isError) {
    if (isMissingPageError(page.error)) return <NotFoundPage />;
    return (
      <CmsPageFailed
        title={fixedTitle ?? fallbackTitle}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  }
  return <CmsPageView page={page.data} title={fixedTitle ?? page.data.title} />;
}
