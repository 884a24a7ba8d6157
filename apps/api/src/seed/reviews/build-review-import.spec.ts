import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX, isReviewRating } from '@shop/catalog';
import { buildReviewImport, type ReviewedProduct } from './build-review-import';

const products: ReviewedProduct[] = Array.from({ length: 60 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  handle: `${i % 2 ? 'cat' : 'dog'}-product-${i}`,
  species: i % 2 ? 'cat' : 'dog',
}));

describe('buildReviewImport', () => {
  const rows = buildReviewImport(products);

  it('is the same on every run (ids, texts, ratings, dates)', () => {
    expect(buildReviewImport(products)).toEqual(rows);
  });

  it('reviews most products, not every one', () => {
    const reviewed = new Set(rows.map((row) => row.productId));
    expect(reviewed.size).toBeGreaterThan(products.length * 0.7);
    expect(reviewed.size).toBeLessThan(products.length);
  });

  it('writes only what the API itself would accept, published and mostly happy', () => {
    for (const row of rows) {
      expect(isReviewRating(row.rating)).toBe(true);
      expect(row.title.length).toBeLessThanOrEqual(REVIEW_TITLE_MAX);
      expect(row.body.length).toBeGreaterThanOrEqual(REVIEW_BODY_MIN);
      expect(row.body.length).toBeLessThanOrEqual(REVIEW_BODY_MAX);
      expect(row.status).toBe('published');
      expect(row.body).not.toMatch(/[{}<>]/);
    }
    const average = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
    expect(average).toBeGreaterThan(3.8);
    expect(average).toBeLessThan(4.8);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it("answers a low rating with the shop's reply", () => {
    const low = rows.filter((row) => row.rating <= 2);
    expect(low.length).toBeGreaterThan(0);
    for (const row of low) expect(row.replyBody).toEqual(expect.any(String));
  });
});
