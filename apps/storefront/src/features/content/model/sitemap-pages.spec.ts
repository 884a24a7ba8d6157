import { describe, expect, it } from 'vitest';
import { footerFixture, headerFixture } from '../testing/content-fixtures';
import { sitemapPages } from './sitemap-pages';

describe('sitemapPages', () => {
  const known = [
    { label: 'Home', url: '/' },
    { label: 'Frequently Asked Questions', url: '/faq' },
  ];

  it('lists the known pages first, then header and footer pages, each path once', () => {
    expect(sitemapPages(known, headerFixture(), footerFixture())).toEqual([
      { label: 'Home', url: '/' },
      { label: 'Frequently Asked Questions', url: '/faq' },
      { label: 'Autoship & Save', url: '/autoship' },
      { label: 'Contact Us', url: '/contact-us' },
      { label: 'About Us', url: '/about-us' },
    ]);
  });

  it('leaves out other sites and catalogue listings (the taxonomy lists those)', () => {
    const pages = sitemapPages([], headerFixture(), footerFixture());
    expect(pages.map((page) => page.url)).not.toContain('https://example.org/blog');
    expect(pages.some((page) => page.url.startsWith('/products'))).toBe(false);
  });

  it('treats trailing slashes, case and query strings as the same page', () => {
    const header = headerFixture({
      links: [
        { label: 'About', url: '/About-Us/', external: false, children: [] },
        { label: 'About again', url: '/about-us?ref=nav', external: false, children: [] },
      ],
    });
    expect(sitemapPages([], header, undefined)).toEqual([{ label: 'About', url: '/About-Us/' }]);
  });

  it('still lists the known pages without the CMS navigation', () => {
    expect(sitemapPages(known, undefined, undefined)).toEqual(known);
  });
});
