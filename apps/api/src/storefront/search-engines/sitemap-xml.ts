/**
 * The sitemap protocol's XML (sitemaps.org 0.9) for a list of site paths on one origin. Paths are
 * absolute on the site ('/products/dog'); each becomes one <loc>, entity-escaped, in the order
 * given with duplicates dropped.
 */
export function sitemapXml(publicOrigin: string, paths: readonly string[]): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The five characters XML gives meaning to (the sitemap protocol asks for them escaped in URLs). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
