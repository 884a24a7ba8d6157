// The medians docs/perf.md reports for npm run lighthouse, from trimmed Lighthouse reports (LHR).
import { lighthouseTable, median, summarize } from './lighthouse-summary.mjs';

function report(performance, lcp, cls) {
  return {
    lighthouseVersion: '13.5.0',
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 0.92 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'cumulative-layout-shift': { numericValue: cls },
      'total-blocking-time': { numericValue: 120 },
      'first-contentful-paint': { numericValue: 900 },
    },
  };
}

describe('median', () => {
  it('is the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(median([Number.NaN, 5])).toBe(5);
  });
});

describe('summarize', () => {
  it('takes each score and metric as its own median over the runs', () => {
    const summary = summarize([report(0.9, 2500, 0.2), report(0.7, 1500, 0.01), report(0.8, 3000, 0.05)]);
    expect(summary.scores).toEqual({ performance: 80, accessibility: 100, 'best-practices': 96, seo: 92 });
    expect(summary.metrics).toEqual({
      'largest-contentful-paint': 2500,
      'cumulative-layout-shift': 0.05,
      'total-blocking-time': 120,
      'first-contentful-paint': 900,
    });
    expect(summary.version).toBe('13.5.0');
  });
});

describe('lighthouseTable', () => {
  it('writes one row per page with the scores and LCP, CLS, TBT and FCP', () => {
    const table = lighthouseTable(
      [{ page: { name: 'consumer home', path: '/' }, summary: summarize([report(0.95, 1800, 0.012)]) }],
      { runs: 1, lighthouseVersion: '13.5.0', when: new Date('2026-11-25T00:00:00Z') },
    );
    expect(table).toContain('Lighthouse 13.5.0, mobile preset');
    expect(table).toContain('| Page | Path | Perf. | A11y | Best pr. | SEO | LCP | CLS | TBT | FCP |');
    expect(table).toContain('| consumer home | `/` | 95 | 100 | 96 | 92 | 1.8 s | 0.012 | 120 ms | 0.9 s |');
  });
});
