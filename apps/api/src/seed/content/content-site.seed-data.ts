import { DEFAULT_FREE_SHIPPING_THRESHOLD } from '@shop/catalog';
import type { ContentImport, StoredLink, StoredLinkGroup, StoredNavLink } from '../../modules/content';

type Row<K extends keyof ContentImport> = ContentImport[K][number];

const link = (label: string, url: string): StoredLink => ({ label, url });
const nav = (label: string, url: string, children: StoredLink[] = []): StoredNavLink => ({
  label,
  url,
  children,
});
const group = (heading: string, ...links: StoredLink[]): StoredLinkGroup => ({ heading, links });

const speciesMenu = (species: 'dog' | 'cat') => [
  link('Dry Food', `/products/${species}/dry-food`),
  link('Wet Food', `/products/${species}/wet-food`),
  link('Treats', `/products/${species}/treats`),
];

export const SEED_GLOBALS: Row<'globals'>[] = [
  { key: 'freeShippingThreshold', site: 'both', value: DEFAULT_FREE_SHIPPING_THRESHOLD },
  { key: 'zipBypass', site: 'both', value: false },
  { key: 'hawaiiDeliveryNote', site: 'both', value: true },
  { key: 'alaskaHawaiiServiceCharge', site: 'both', value: 4 },
  { key: 'supportPhone', site: 'both', value: '1-800-555-0142' },
  { key: 'supportEmail', site: 'DTC', value: 'help@shoppetnutrition.example' },
  { key: 'supportEmail', site: 'HPSF', value: 'staff-help@prostafffeeding.example' },
  { key: 'sitewideSearchEnabled', site: 'DTC', value: true },
  { key: 'sitewideSearchEnabled', site: 'HPSF', value: false },
];

export const SEED_HEADERS: Row<'headers'>[] = [
  {
    site: 'DTC',
    logo: { url: '/content-assets/logo-shop-pet-nutrition.svg', alt: 'Shop Pet Nutrition' },
    links: [
      nav('Dog', '/products/dog', speciesMenu('dog')),
      nav('Cat', '/products/cat', speciesMenu('cat')),
      nav('Shop All', '/products'),
      nav('Autoship & Save', '/autoship'),
      nav('FAQ', '/faq'),
    ],
  },
  {
    site: 'HPSF',
    logo: { url: '/content-assets/logo-pro-staff-feeding.svg', alt: 'Pro Staff Feeding' },
    links: [
      nav('Catalog', '/products', [link('Dog', '/products/dog'), link('Cat', '/products/cat')]),
      nav('My Autoships', '/account/autoships'),
      nav('Staff Program', '/staff-program'),
      nav('Shipping', '/shipping'),
      nav('FAQ', '/faq'),
    ],
  },
];

export const SEED_FOOTERS: Row<'footers'>[] = [
  {
    site: 'DTC',
    groups: [
      group(
        'Shop',
        link('Dog Food', '/products/dog'),
        link('Cat Food', '/products/cat'),
        link('All Products', '/products'),
        link('Autoship & Save', '/autoship'),
      ),
      group(
        'Help',
        link('FAQ', '/faq'),
        link('Shipping', '/shipping'),
        link('Contact Us', '/contact-us'),
        link('Sitemap', '/sitemap'),
      ),
      group(
        'Company',
        link('About Us', '/about-us'),
        link('Terms and Conditions', '/terms-and-conditions'),
        link('Blog', 'https://example.org/blog'),
      ),
    ],
    legalText: '© Shop Pet Nutrition. All rights reserved.',
  },
  {
    site: 'HPSF',
    groups: [
      group(
        'Program',
        link('Catalog', '/products'),
        link('Staff Program', '/staff-program'),
        link('My Autoships', '/account/autoships'),
      ),
      group('Help', link('FAQ', '/faq'), link('Shipping', '/shipping'), link('Contact Us', '/contact-us')),
      group('Legal', link('Terms & Conditions', '/terms-and-conditions')),
    ],
    legalText: '© Pro Staff Feeding. For clinic and shelter staff only.',
  },
];

export const SEED_ANNOUNCEMENTS: Row<'announcements'>[] = [
  {
    key: 'free-shipping',
    text: `Free shipping on orders over $${DEFAULT_FREE_SHIPPING_THRESHOLD}`,
    linkLabel: 'Details',
    linkUrl: '/shipping',
    site: 'DTC',
    position: 1,
    startsAt: new Date('2024-01-01T00:00:00Z'),
  },
  {
    key: 'autoship-saving',
    text: 'Save 5% on every Autoship order',
    linkLabel: 'How Autoship works',
    linkUrl: '/autoship',
    site: 'DTC',
    position: 2,
    startsAt: new Date('2024-01-01T00:00:00Z'),
  },
  {
    key: 'staff-autoships',
    text: 'Manage your Autoships any time, from home or the clinic',
    linkLabel: 'My Autoships',
    linkUrl: '/account/autoships',
    site: 'HPSF',
    position: 1,
    startsAt: new Date('2024-01-01T00:00:00Z'),
  },
  {
    key: 'holiday-2023-cutoff',
    text: 'Order by December 18 for delivery before the holidays',
    site: 'both',
    position: 0,
    startsAt: new Date('2023-11-15T00:00:00Z'),
    endsAt: new Date('2023-12-19T00:00:00Z'),
  },
  {
    key: 'summer-2099-preview',
    text: 'Summer recipes are coming soon',
    site: 'both',
    position: 0,
    startsAt: new Date('2099-06-01T00:00:00Z'),
  },
];

export const SEED_BANNERS: Row<'banners'>[] = [
  {
    key: 'sitewide-satisfaction',
    kind: 'sitewide',
    headline: '100% satisfaction guarantee',
    body: 'If your pet does not love it, we will make it right.',
    linkLabel: 'See how',
    linkUrl: '/faq',
    site: 'DTC',
    placement: 'top',
  },
  {
    key: 'sitewide-staff-pricing',
    kind: 'sitewide',
    headline: 'Program pricing applies automatically',
    body: 'Prices you see at checkout include your staff benefit.',
    site: 'HPSF',
    placement: 'top',
  },
  {
    key: 'promo-autoship-cart',
    kind: 'promotion',
    headline: 'Switch to Autoship and save 5%',
    body: 'Choose Autoship on any item in your cart.',
    linkLabel: 'How it works',
    linkUrl: '/autoship',
    imageUrl: '/content-assets/autoship.svg',
    imageAlt: 'A delivery box with a repeat arrow',
    site: 'DTC',
    placement: 'cart',
    position: 1,
  },
  {
    key: 'promo-new-salmon',
    kind: 'promotion',
    headline: 'New: Salmon & Sweet Potato',
    body: 'A grain-inclusive recipe for adult dogs with sensitive skin.',
    linkLabel: 'Shop dry dog food',
    linkUrl: '/products/dog/dry-food',
    imageUrl: '/content-assets/promo-salmon.svg',
    imageAlt: 'A bag of salmon and sweet potato dog food',
    site: 'both',
    placement: 'plp',
    position: 2,
  },
  {
    key: 'promo-giving',
    kind: 'promotion',
    headline: 'Every order helps a shelter',
    body: 'Choose the cause you support at checkout.',
    linkLabel: 'About our giving',
    linkUrl: 'https://example.org/giving',
    imageUrl: '/content-assets/giving.svg',
    imageAlt: 'Volunteers walking shelter dogs',
    site: 'both',
    placement: 'home',
    position: 3,
  },
  {
    key: 'promo-retired',
    kind: 'promotion',
    headline: 'Last season’s offer',
    body: 'No longer running.',
    site: 'both',
    placement: 'home',
    position: 0,
    active: false,
  },
];

export const SEED_REDIRECTS: Row<'redirects'>[] = [
  { fromPath: '/dog-food', target: '/products/dog', statusCode: 301 },
  { fromPath: '/cat-food', target: '/products/cat', statusCode: 301 },
  { fromPath: '/shop', target: '/products', statusCode: 301 },
  { fromPath: '/returns', target: '/faq', statusCode: 302 },
  { fromPath: '/blog', target: 'https://example.org/blog', statusCode: 302 },
  { fromPath: '/subscribe', site: 'DTC', target: '/autoship', statusCode: 301 },
  { fromPath: '/subscribe', site: 'HPSF', target: '/account/autoships', statusCode: 302 },
];

export const SEED_PASSWORD_PROTECT: Row<'passwordProtect'>[] = [
  {
    site: 'DTC',
    enabled: false,
    heading: 'We will be right back',
    message: 'Shop Pet Nutrition is opening soon. Enter the store password to continue.',
  },
  {
    site: 'HPSF',
    enabled: false,
    heading: 'Staff preview',
    message: 'Pro Staff Feeding is in preview. Enter the password your clinic received.',
  },
];

const DEAL_EVERY = 7;
const MAX_DEALS = 8;

/**
 * A handful of real SKUs on a deal: every 7th SKU in sorted order, the same on every run. The
 * last one is a consumer-only deal, so the two sites' maps differ.
 */
export function buildSeedDeals(skus: readonly string[]): Row<'deals'>[] {
  const picked = [...new Set(skus)]
    .sort()
    .filter((_, i) => i % DEAL_EVERY === 3)
    .slice(0, MAX_DEALS);
  return picked.map((sku, i) => ({
    sku,
    site: i === picked.length - 1 && picked.length > 1 ? 'DTC' : 'both',
  }));
}
