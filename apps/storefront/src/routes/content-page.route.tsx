import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { pageBySlugQueryOptions } from '../features/content/api/content-queries';
import { CmsPage } from './cms-page';

/** '/{slug}': prefetches the page named by the path. */
export function contentPageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.slug) void queryClient.prefetchQuery(pageBySlugQueryOptions(params.slug));
    return null;
  };
}

/** '/{slug}' (SPEC §2 generic content page), e.g. /about-us. */
export function ContentPageRoute() {
  const { slug = '' } = useParams();
  return <CmsPage key={slug} slug={slug} />;
}
