import DOMPurify from 'dompurify';

/** Elements editors may use in rich text (SPEC §3 content): structure and emphasis, nothing active. */
const ALLOWED_TAGS = [
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
const SAFE_HREF = /^(?:\/(?![/\\])|#|https?:|mailto:|tel:)/i;

const purifier = DOMPurify();

// Other sites open in a new tab without getting a handle on the shop's window.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !/^https?:/i.test(node.getAttribute('href') ?? '')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Editor HTML reduced to headings, paragraphs, lists, emphasis and links with safe targets, by
 * DOMPurify. The CMS is trusted, but a pasted script or javascript: link must never run in the
 * shop, so everything else is removed before the HTML reaches the page: unknown wrappers (div,
 * span, font) keep their text, scripts, styles, frames and embeds go with their content.
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    ADD_FORBID_CONTENTS: ['object', 'embed'],
  });
}
