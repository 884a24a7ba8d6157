import { pageTitle } from '@shop/identity';
import { useEffect } from 'react';
import { useSite } from '../site/site-context';

/**
 * Sets the tab title with the site's '%s | site name' template (SPEC §2 page titles) and, when
 * given, the meta description. Pass no title on the home page to get the bare site name. On unmount
 * the previous description is restored, so one page's description never leaks onto the next.
 */
export function usePageTitle(title?: string, description?: string): void {
  const { title: siteTitle } = useSite();

  useEffect(() => {
    document.title = pageTitle(title, siteTitle);
  }, [title, siteTitle]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    const element = meta;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
