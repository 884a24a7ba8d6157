import { isExternalRichTextHref, RICH_TEXT_SAFE_HREF, RICH_TEXT_TAGS } from '@shop/catalog';
import DOMPurify from 'dompurify';

const purifier = DOMPurify();

// Other sites open in a new tab without getting a handle on the shop's window.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !isExternalRichTextHref(node.getAttribute('href') ?? '')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Editor HTML reduced to headings, paragraphs, lists, emphasis and links with safe targets, by
 * DOMPurify under libs/catalog's rich text policy (the API's first view writes under it too). The
 * CMS is trusted, but a pasted script or javascript: link must never run in the shop, so
 * everything else is removed before the HTML reaches the page: unknown wrappers (div, span, font)
 * keep their text, scripts, styles, frames and embeds go with their content.
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: RICH_TEXT_SAFE_HREF,
    ADD_FORBID_CONTENTS: ['object', 'embed'],
  });
}
