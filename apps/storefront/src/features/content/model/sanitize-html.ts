/** Elements editors may use in rich text (SPEC §3 content): structure and emphasis, nothing active. */
const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'H2',
  'H3',
  'H4',
  'P',
  'UL',
  'OL',
  'LI',
  'A',
  'STRONG',
  'EM',
  'B',
  'I',
  'BR',
  'BLOCKQUOTE',
]);

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
]);

const SAFE_HREF = /^(?:\/(?![/\\])|#|https?:|mailto:|tel:)/i;

function cleanChildren(from: Node, into: Node, doc: Document): void {
  from.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const element = child as Element;
    if (DROPPED_WITH_CONTENT.has(element.tagName)) return;
    if (!ALLOWED_TAGS.has(element.tagName)) {
      // Unknown wrappers (div, span, font...) are unwrapped: their text stays, their markup goes.
      cleanChildren(element, into, doc);
      return;
    }
    const clean = doc.createElement(element.tagName.toLowerCase());
    if (element.tagName === 'A') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_HREF.test(href)) {
        clean.setAttribute('href', href);
        if (/^https?:/i.test(href)) {
          clean.setAttribute('target', '_blank');
          clean.setAttribute('rel', 'noopener noreferrer');
        }
      }
    }
    cleanChildren(element, clean, doc);
    into.appendChild(clean);
  });
}

/**
 * Editor HTML reduced to headings, paragraphs, lists, emphasis and links with safe targets.
 * The CMS is trusted, but a pasted script or javascript: link must never run in the shop, so
 * everything else is removed (its text kept) before the HTML reaches the page.
 */
export function sanitizeRichText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const output = document.createElement('div');
  cleanChildren(template.content, output, document);
  return output.innerHTML;
}
