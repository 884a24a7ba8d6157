import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { plpPageQueryOptions } from '../features/content/api/content-queries';
import { useCarouselRenderer } from './carousel-products';

// Most listings have no CMS content, so the blocks' code is fetched only for one that has.
const ContentBlocks = lazy(async () => ({
  default: (await import('../features/content/components/content-blocks')).ContentBlocks,
}));

/**
 * A listing's CMS content (SPEC §7 get-plp-page-by-slug: the category's copy and its carousels),
 * under the cards. Asked for beside the listing, never before it, so the grid does not wait; a
 * listing without content (the API's 404) or a failed call shows nothing at all.
 */
export function ListingPlpContent({ slug }: { slug: string }) {
  const page = useQuery(plpPageQueryOptions(slug));
  const renderProducts = useCarouselRenderer();
  const components = page.data?.components ?? [];
  if (components.length === 0) return null;
  return (
    <section className="listing-plp-content" aria-label={page.data?.title || 'About this category'}>
      <Suspense fallback={null}>
        <ContentBlocks components={components} renderProducts={renderProducts} />
      </Suspense>
    </section>
  );
}
