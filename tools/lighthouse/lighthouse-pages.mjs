// The pages `npm run lighthouse` measures: home, a listing, a product and a content page of the
// consumer site, and the staff site's public pages (home and the login-exempt ones; everything
// else there asks a visitor to sign in).

/** Hosts as the default SITE_HOSTS maps them (browsers send *.localhost to loopback). */
const HOSTS = { DTC: 'localhost', HPSF: 'staff.localhost' };

export const LIGHTHOUSE_PAGES = [
  { name: 'consumer home', site: 'DTC', path: '/' },
  { name: 'consumer listing', site: 'DTC', path: '/products/dog' },
  { name: 'consumer product', site: 'DTC', path: '/products/dog-puppy-chicken-brown-rice-dry' },
  { name: 'consumer content', site: 'DTC', path: '/faq' },
  { name: 'staff home', site: 'HPSF', path: '/' },
  { name: 'staff content', site: 'HPSF', path: '/faq' },
  { name: 'staff terms', site: 'HPSF', path: '/terms-and-conditions' },
];

export function pageUrl(page, port) {
  return `http://${HOSTS[page.site]}:${port}${page.path}`;
}
