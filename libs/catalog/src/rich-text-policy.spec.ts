import { isExternalRichTextHref, RICH_TEXT_SAFE_HREF, RICH_TEXT_TAGS } from './rich-text-policy';

describe('rich text policy', () => {
  it('allows structure, emphasis and links, nothing active', () => {
    expect(RICH_TEXT_TAGS).toEqual(expect.arrayContaining(['h2', 'p', 'ul', 'li', 'a', 'strong', 'br']));
    for (const tag of ['script', 'style', 'img', 'iframe', 'div', 'span', 'form']) {
      expect(RICH_TEXT_TAGS).not.toContain(tag);
    }
  });

  it('accepts storefront paths, anchors, web, mail and phone links only', () => {
    for (const href of ['/faq', '#top', 'https://x.example', 'HTTP://x.example', 'mailto:a@b.c', 'tel:+1']) {
      expect(RICH_TEXT_SAFE_HREF.test(href)).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
      'ftp:x',
    ]) {
      expect(RICH_TEXT_SAFE_HREF.test(href)).toBe(false);
    }
  });

  it('treats web links as other sites, storefront paths as the shop’s own', () => {
    expect(isExternalRichTextHref('https://x.example')).toBe(true);
    expect(isExternalRichTextHref('/faq')).toBe(false);
    expect(isExternalRichTextHref('mailto:a@b.c')).toBe(false);
  });
});
