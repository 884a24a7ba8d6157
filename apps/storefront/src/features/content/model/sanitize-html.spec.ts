import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps headings, paragraphs, lists, emphasis and storefront links as written', () => {
    const html =
      '<h2>Orders</h2><p>Up to <strong>10</strong> items, <em>see</em> the <a href="/faq">FAQ</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, frames and embeds with their content', () => {
    expect(
      sanitizeRichText(
        '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="x">f</iframe><object data="x">o</object>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('removes every attribute but a safe href', () => {
    expect(sanitizeRichText('<p class="x" style="color:red" onclick="alert(1)">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<a href="/faq" onmouseover="x()" class="y">FAQ</a>')).toBe(
      '<a href="/faq">FAQ</a>',
    );
  });

  it('refuses javascript:, data: and protocol-relative links but keeps their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=" JavaScript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('opens other sites in a new tab without giving them the opener', () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@example.org">mail</a>')).toBe(
      '<a href="mailto:help@example.org">mail</a>',
    );
  });

  it('unwraps unknown elements, keeping their text, and drops images', () => {
    expect(
      sanitizeRichText('<div><span>Plain <font>text</font></span></div><img src=x onerror=alert(1)>'),
    ).toBe('Plain text');
  });
});
