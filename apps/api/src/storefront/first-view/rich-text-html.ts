import { isExternalRichTextHref, RICH_TEXT_SAFE_HREF, RICH_TEXT_TAGS } from '@shop/catalog';
import { escapeHtml } from './html-escaping';

/*
 * CMS rich text as the first view writes it, under the rules the storefront sanitises it with
 * (libs/catalog rich-text-policy, DOMPurify in the browser). The server has no DOM, and DOMPurify
 * without one would mean jsdom in the API's runtime, so the HTML is rewritten instead: every
 * element and attribute of the output is written here, from the allowed list, and every piece of
 * text is escaped, so whatever the input holds the output carries no markup of its own. An
 * unbalanced or odd input can come out as odd text, never as an element the list does not have.
 */

const ALLOWED = new Set(RICH_TEXT_TAGS);
const VOID = new Set(['br']);
/** Elements removed with their content (DOMPurify's FORBID_CONTENTS that editors could paste, and the app's object/embed). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'head',
  'svg',
  'math',
  'audio',
  'video',
  'object',
  'embed',
]);

/** A comment, a doctype or processing instruction, a start or end tag (quoted attribute values may hold '>'). */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** A character reference the browser turns into text: kept as written. */
const CHARACTER_REFERENCE = /&(?:[a-zA-Z][a-zA-Z0-9]{0,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/y;
/** One attribute of a start tag, as the browser splits them: a name, and a value if it has one. */
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;
/** What DOMPurify strips from a URL before testing it (browsers ignore it in URLs). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  num: '#',
  tab: '\t',
  newline: '\n',
};

/** Text as HTML text: character references stay, any other '&', '<' and '>' are escaped. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '&') {
      CHARACTER_REFERENCE.lastIndex = i;
      const reference = CHARACTER_REFERENCE.exec(text);
      if (reference) {
        out += reference[0];
        i += reference[0].length - 1;
      } else out += '&amp;';
    } else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else out += c;
  }
  return out;
}

/**
 * An attribute value as the browser reads it, or null when it holds a reference this cannot read
 * (then the link gets no href rather than a guessed one).
 */
function decodeAttribute(value: string): string | null {
  let unreadable = false;
  const decoded = value.replace(
    /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g,
    (whole, ref: string) => {
      if (ref[0] === '#') {
        const code =
          ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
      }
      const named = NAMED_REFERENCES[ref.toLowerCase()];
      if (named === undefined) unreadable = true;
      return named ?? whole;
    },
  );
  return unreadable ? null : decoded;
}

/** The link's start tag: its href only when the policy allows it, other sites in a new tab. */
function linkStartTag(attributes: string): string {
  let raw: string | undefined;
  // The first href counts, as in the browser; an attribute's quoted value is never read as another.
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
    if (name.toLowerCase() !== 'href') continue;
    raw = values.find((value) => value !== undefined) ?? '';
    break;
  }
  const decoded = raw === undefined ? null : decodeAttribute(raw);
  const href = decoded?.replace(URL_WHITESPACE, '');
  if (!href || !RICH_TEXT_SAFE_HREF.test(href)) return '<a>';
  const external = isExternalRichTextHref(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(href)}"${external}>`;
}

/**
 * Editor HTML reduced to the policy's elements, balanced, with at least `textBudget` characters of
 * text when the input has them: it stops at the first top-level element's end past the budget
 * (the first screen's worth; the app draws the rest).
 */
export function richTextHtml(html: string, textBudget = Number.POSITIVE_INFINITY): string {
  const open: string[] = [];
  let out = '';
  let text = 0;
  let at = 0;
  const writeText = (chunk: string) => {
    out += escapeText(chunk);
    text += chunk.trim().length;
  };
  TOKEN.lastIndex = 0;
  for (let token = TOKEN.exec(html); token; token = TOKEN.exec(html)) {
    if (token.index > at) writeText(html.slice(at, token.index));
    at = TOKEN.lastIndex;
    const [, slash, rawName, attributes] = token;
    if (rawName === undefined) continue; // comment, doctype
    const name = rawName.toLowerCase();
    if (!slash && DROPPED_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = at;
      at = end.exec(html) ? end.lastIndex : html.length;
      TOKEN.lastIndex = at;
      continue;
    }
    if (!ALLOWED.has(name)) continue; // an unknown wrapper: its text stays
    if (slash) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      out += open
        .splice(index)
        .reverse()
        .map((closed) => `</${closed}>`)
        .join('');
      if (open.length === 0 && text >= textBudget) return out;
    } else if (VOID.has(name)) {
      out += `<${name}>`;
    } else {
      out += name === 'a' ? linkStartTag(attributes) : `<${name}>`;
      open.push(name);
    }
  }
  if (at < html.length) writeText(html.slice(at));
  return (
    out +
    open
      .reverse()
      .map((closed) => `</${closed}>`)
      .join('')
  );
}
