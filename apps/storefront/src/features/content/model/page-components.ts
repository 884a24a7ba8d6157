import type { ContentPageDto } from './content-types';

/** Whether a page brings its own product carousel (with products to show), e.g. the home page. */
export function pageHasProductCarousel(page: Pick<ContentPageDto, 'components'>): boolean {
  return page.components.some(
    (component) => component.type === 'product_carousel' && component.handles.length > 0,
  );
}
