import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeRichText } from '../model/sanitize-html';
import './rich-text.css';

export interface RichTextProps {
  html: string;
  isLast?: boolean;
}

/**
 * Editor-written HTML, sanitised to headings, paragraphs, lists and safe links. A click on a
 * storefront link ('/faq') is routed in the app instead of reloading the page; modified clicks
 * (new tab, new window) are left to the browser.
 */
export function RichText({ html, isLast = false }: RichTextProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeRichText(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The click handler only upgrades real links to router navigation; keyboard activation of a
    // link fires the same click event, so nothing here is mouse-only.
    <div
      className={['content-block', 'rich-text', isLast ? 'content-block--last' : '']
        .filter(Boolean)
        .join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
