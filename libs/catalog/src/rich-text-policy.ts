/*
 * What CMS rich text may hold on the page (SPEC §3 content): structure and emphasis, links with
 * safe targets, nothing active. The storefront sanitises with DOMPurify under these rules and the
 * API's first view writes the same HTML under them (apps/api/src/storefront/first-view), so the
 * first view and the page draw the same elements.
 */

/** Elements editors may use; everything else is removed, its text kept (scripts and the like go whole). */
export const RICH_TEXT_TAGS: readonly string[] = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'blockquote',
];

/** Storefront paths (not protocol-relative '//host'), anchors, web, mail and phone links. */
export const RICH_TEXT_SAFE_HREF = /^(?:\/(?![/\\])|#|https?:|mailto:|tel:)/i;

/** A link to another site: it opens in a new tab without a handle on the shop's window. */
export function isExternalRichTextHref(href: string): boolean {
  return /^https?:/i.test(href);
}
