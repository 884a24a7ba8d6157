import type { QueryClient } from '@tanstack/react-query';
import { ErrorState, Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { useSite } from '../lib/site/site-context';
import { usePageTitle } from '../lib/page-head/use-page-title';
import { ProductCarousel } from '../features/carousel/components/product-carousel';
import { ProductCard } from '../features/catalog/components/product-card';
import { skusOf } from '../features/catalog/model/variant-options';
import {
  isMissingPageError,
  pageBySlugQueryOptions,
  redirectLookupQueryOptions,
} from '../features/content/api/content-queries';
import { ContentBlocks } from '../features/content/components/content-blocks';
import { ContentPageSkeleton } from '../features/content/components/content-page-skeleton';
import type { RenderCarouselProducts } from '../features/content/components/product-carousel-block';
import { RedirectOrNotFound } from '../features/content/components/redirect-or-not-found';
import type {
  ContentPageDto,
  ListingProductDto,
  ProductCarouselComponentDto,
} from '../features/content/model/content-types';
import { ERROR_PAGE_SLUG } from '../features/content/model/page-slugs';
import { LocationAwareCards } from './catalog-composition';
import { ERROR_PAGE_TITLE, ErrorPageFallback } from './error-page.route';
import { NotFoundRoute } from './not-found.route';

function CarouselProducts({
  products,
  block,
}: {
  products: ListingProductDto[];
  block: ProductCarouselComponentDto;
}) {
  const skus = useMemo(() => skusOf(products), [products]);
  return (
    <LocationAwareCards skus={skus}>
      <ProductCarousel
        items={products}
        getKey={(product) => product.id}
        label={block.headline || 'Featured products'}
        renderItem={(product) => <ProductCard product={product} headingLevel={3} />}
      />
    </LocationAwareCards>
  );
}

/**
 * How a CMS product carousel shows its products on any page (home, content pages, the error
 * page): the carousel feature's product carousel (SPEC §9 settings) with the catalogue's card in
 * each slide, given stock and delivery at the shopper's ZIP like every other card. Composed here,
 * in the routes, because features never import each other.
 */
export const renderCarouselProducts: RenderCarouselProducts = (products, block) => (
  <CarouselProducts products={products} block={block} />
);

/** Starts loading a CMS page as soon as its route matches; the page renders its skeleton meanwhile. */
export function cmsPageLoader(queryClient: QueryClient, slug: string) {
  return () => {
    void queryClient.prefetchQuery(pageBySlugQueryOptions(slug));
    return null;
  };
}

/** '/{slug}': prefetches the page named by the path. */
export function contentPageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.slug) void queryClient.prefetchQuery(pageBySlugQueryOptions(params.slug));
    return null;
  };
}

/** A path no route claims: starts the server-side redirect lookup at once. */
export function unknownPathLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(redirectLookupQueryOptions(new URL(request.url).pathname));
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
  usePageTitle(title, page.description || undefined);
  return (
    <article className="page content-page">
      <h1 className="page__title">{title}</h1>
      <ContentBlocks
        components={page.components}
        renderProducts={renderCarouselProducts}
        pageTitle={page.title}
      />
    </article>
  );
}

function CmsPagePending({ title }: { title?: string }) {
  usePageTitle(title);
  return <ContentPageSkeleton />;
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
  usePageTitle(title);
  return (
    <div className="page page--narrow">
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
 * A page the CMS does not have here (draft, archived, other site, unknown) goes through the
 * server-side redirect lookup and then the 404 page; any other failure offers Retry.
 */
export function CmsPage({ slug, fallbackTitle, staffTitle }: CmsPageProps) {
  const { staff } = useSite();
  const { pathname } = useLocation();
  const page = useQuery(pageBySlugQueryOptions(slug));
  const fixedTitle = staff ? staffTitle : undefined;

  if (page.isPending) return <CmsPagePending title={fixedTitle ?? fallbackTitle} />;
  if (page.isError) {
    if (isMissingPageError(page.error))
      return <RedirectOrNotFound path={pathname} notFound={<NotFoundRoute />} />;
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

/** '/{slug}' (SPEC §2 generic content page), e.g. /about-us. */
export function ContentPageRoute() {
  const { slug = '' } = useParams();
  return <CmsPage key={slug} slug={slug} />;
}

/** Any other path: a CMS redirect if there is one, otherwise the 404 page (SPEC §2, §8). */
export function UnknownPathRoute() {
  const { pathname } = useLocation();
  return <RedirectOrNotFound key={pathname} path={pathname} notFound={<NotFoundRoute />} />;
}

/**
 * The error page's content (SPEC §2): the CMS page 'error' with its feature heading as the page's
 * h1, body, image, buttons and optional product carousel; the plain fallback when it cannot be
 * loaded. Loaded lazily by the error page so the entry bundle stays small.
 */
export function ErrorPageContent() {
  const page = useQuery(pageBySlugQueryOptions(ERROR_PAGE_SLUG));
  usePageTitle(ERROR_PAGE_TITLE, page.data?.description || undefined);
  if (page.isPending) return <Spinner label="Loading page…" />;
  if (!page.isSuccess || !Array.isArray(page.data.components) || page.data.components.length === 0) {
    return <ErrorPageFallback />;
  }
  return (
    <div className="page error-page">
      <ContentBlocks
        components={page.data.components}
        renderProducts={renderCarouselProducts}
        leadHeadingLevel={1}
        aboveTheFold
      />
    </div>
  );
}
