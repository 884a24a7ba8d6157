import { Skeleton, VisuallyHidden } from '@shop/ui';
import './content-page-skeleton.css';

export interface ContentPageSkeletonProps {
  /** Announced to screen readers while the page loads. */
  label?: string;
  /** Sketch a hero (home, error page) instead of a title and text. */
  variant?: 'page' | 'hero';
}

/** The shape of a content page while it loads, so the layout does not jump when it arrives. */
export function ContentPageSkeleton({
  label = 'Loading content…',
  variant = 'page',
}: ContentPageSkeletonProps) {
  return (
    <div className="content-page-skeleton" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {variant === 'hero' ? (
        <div className="content-page-skeleton__hero" aria-hidden="true">
          <div className="content-page-skeleton__hero-copy">
            <Skeleton width="80%" height="2.25rem" />
            <Skeleton width="95%" />
            <Skeleton width="60%" />
            <Skeleton width="10rem" height="2.75rem" />
          </div>
          <Skeleton shape="block" className="content-page-skeleton__hero-image" />
        </div>
      ) : (
        <div className="content-page-skeleton__page" aria-hidden="true">
          <Skeleton width="45%" height="2.25rem" />
          <Skeleton width="100%" />
          <Skeleton width="96%" />
          <Skeleton width="88%" />
          <Skeleton width="92%" />
          <Skeleton width="60%" />
        </div>
      )}
    </div>
  );
}
