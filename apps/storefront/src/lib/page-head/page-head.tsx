import { DEFAULT_PAGE_DESCRIPTION, pageTitle } from '@shop/identity';
import { useSite } from '../site/site-context';
import { useHeadTag } from './head-tags';

export interface PageHeadProps {
  /** The page's title; without one the tab shows the bare site name (the home page). */
  title?: string;
  /** The meta description: '' for an empty one (SPEC §2 products), none for the default. */
  description?: string;
}

/**
 * The page's tab title on the site's '%s | site name' template (SPEC §2 page titles) and its meta
 * description, set in the document head while the page shows (head-tags.ts). Render one per page.
 */
export function PageHead({ title, description = DEFAULT_PAGE_DESCRIPTION }: PageHeadProps) {
  const { title: siteTitle } = useSite();
  useHeadTag('title', pageTitle(title, siteTitle));
  useHeadTag('description', description);
  return null;
}
