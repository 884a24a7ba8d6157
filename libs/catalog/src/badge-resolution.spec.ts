import { BADGE_ORDER, MAX_CARD_BADGES, badgeTag, resolveBadges } from './badge-resolution';

const ids = (badges: { id: string }[]) => badges.map((badge) => badge.id);

describe('badge resolution', () => {
  it('keeps the SPEC §2 order, labels and colours', () => {
    expect(BADGE_ORDER.map(({ id, label, colour }) => [id, label, colour])).toEqual([
      ['out-of-stock', 'Out of Stock', 'error'],
      ['limited-stock', 'Limited Stock', 'warning'],
      ['deal', 'Deal', 'dark-success'],
      ['best-seller', 'Best Seller', 'primary'],
      ['featured', 'Featured', 'primary'],
      ['back-in-stock', 'Back in Stock', 'warning'],
      ['brand-new', 'Brand New', 'success'],
      ['new-innovation', 'New Innovation', 'success'],
      ['new-formula', 'New Formula', 'success'],
      ['new-flavor', 'New Flavor', 'success'],
      ['new-look', 'New Look', 'success'],
      ['discontinued-soon', 'Discontinued Soon', 'warning'],
    ]);
    expect(MAX_CARD_BADGES).toBe(2);
  });

  it('builds badge tags', () => {
    expect(badgeTag('best-seller')).toBe('badge::best-seller');
  });

  it.each([
    // tags, stock, expected ids
    [[], undefined, []],
    [[], 'IN', []],
    [[], 'OUT', ['out-of-stock']],
    [[], 'LTD', ['limited-stock']],
    [['badge::new'], 'IN', ['brand-new']],
    [['badge::brand-new'], undefined, ['brand-new']],
    [['badge::new-look', 'badge::featured'], 'IN', ['featured', 'new-look']],
    [
      ['badge::discontinued-soon', 'badge::new-flavor', 'badge::best-seller'],
      'IN',
      ['best-seller', 'new-flavor'],
    ],
    [['badge::new-formula', 'badge::new-innovation'], 'OUT', ['out-of-stock', 'new-innovation']],
    [['badge::back-in-stock'], 'LTD', ['limited-stock', 'back-in-stock']],
    [['badge::new', 'badge::new', 'badge::brand-new'], 'IN', ['brand-new']],
    [['badge::Best-Seller', 'badge::new look'], 'IN', ['best-seller', 'new-look']],
    [['best-seller', 'new', 'Badge::featured', 'badge:featured'], 'IN', []],
    [['badge::hot', 'badge::', 'badge::constructor'], 'IN', []],
    [['badge::out-of-stock', 'badge::limited-stock', 'badge::deal'], 'IN', []],
  ] as const)('tags %p with stock %p give %p', (tags, stockStatus, expected) => {
    expect(ids(resolveBadges({ badgeTags: [...tags], stockStatus }))).toEqual(expected);
  });

  it('never shows more than two badges', () => {
    const everyTag = BADGE_ORDER.map((badge) => badgeTag(badge.id));
    expect(
      ids(resolveBadges({ badgeTags: everyTag, stockStatus: 'OUT', sku: 'A1', dealSkus: { A1: true } })),
    ).toEqual(['out-of-stock', 'deal']);
  });

  it.each([
    [{ A1: true }, 'A1', ['deal']],
    [{ A1: false }, 'A1', []],
    [{ A1: 1 }, 'A1', ['deal']],
    [{ A1: 0 }, 'A1', []],
    [{ B2: true }, 'A1', []],
    [{}, 'A1', []],
    [new Set(['A1']), 'A1', ['deal']],
    [new Set(['B2']), 'A1', []],
    [{ A1: true }, undefined, []],
    [{ A1: true }, '', []],
    [undefined, 'A1', []],
    [{}, 'constructor', []],
  ])('deals %p with sku %p give %p', (dealSkus, sku, expected) => {
    expect(ids(resolveBadges({ badgeTags: [], sku, dealSkus }))).toEqual(expected);
  });

  it('orders the deal badge between stock and tagged badges', () => {
    const badges = resolveBadges({ badgeTags: ['badge::best-seller'], sku: 'A1', dealSkus: { A1: true } });
    expect(badges).toEqual([
      { id: 'deal', label: 'Deal', colour: 'dark-success' },
      { id: 'best-seller', label: 'Best Seller', colour: 'primary' },
    ]);
  });
});
