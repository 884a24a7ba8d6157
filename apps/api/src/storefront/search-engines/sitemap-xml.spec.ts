import { escapeXml, sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  it('lists each path once on the origin, in order, in the sitemap namespace', () => {
    const xml = sitemapXml('https://shop.example/', ['/', '/products', '/products', '/faq']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/</loc></url>',
        '  <url><loc>https://shop.example/products</loc></url>',
        '  <url><loc>https://shop.example/faq</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes what XML gives meaning to', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(sitemapXml('https://shop.example', ['/x?a=1&b=<2>'])).toContain(
      '<loc>https://shop.example/x?a=1&amp;b=&lt;2&gt;</loc>',
    );
  });
});
