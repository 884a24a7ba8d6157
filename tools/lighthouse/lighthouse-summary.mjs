// Turns Lighthouse reports (LHR objects) into the medians docs/perf.md shows.

const CATEGORY_COLUMNS = [
  ['performance', 'Perf.'],
  ['accessibility', 'A11y'],
  ['best-practices', 'Best pr.'],
  ['seo', 'SEO'],
];
const METRICS = [
  ['largest-contentful-paint', 'LCP', (v) => `${(v / 1000).toFixed(1)} s`],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
  ['total-blocking-time', 'TBT', (v) => `${Math.round(v)} ms`],
  ['first-contentful-paint', 'FCP', (v) => `${(v / 1000).toFixed(1)} s`],
];

/** The middle value (the mean of the two middle ones for an even count); null when there is none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each score (0-100) and metric as its median over the runs, each taken on its own. */
export function summarize(reports) {
  const scores = Object.fromEntries(
    CATEGORY_COLUMNS.map(([id]) => {
      const value = median(reports.map((r) => (r.categories[id]?.score ?? NaN) * 100));
      return [id, value === null ? null : Math.round(value)];
    }),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id]) => [id, median(reports.map((r) => r.audits[id]?.numericValue ?? NaN))]),
  );
  return { scores, metrics, version: reports[0]?.lighthouseVersion };
}

/** The markdown table for docs/perf.md. */
export function lighthouseTable(results, { runs, lighthouseVersion, when }) {
  const header = [
    'Page',
    'Path',
    ...CATEGORY_COLUMNS.map(([, title]) => title),
    ...METRICS.map(([, title]) => title),
  ];
  const rows = results.map(({ page, summary }) => [
    page.name,
    `\`${page.path}\``,
    ...CATEGORY_COLUMNS.map(([id]) => (summary.scores[id] === null ? 'n/a' : String(summary.scores[id]))),
    ...METRICS.map(([id, , format]) => (summary.metrics[id] === null ? 'n/a' : format(summary.metrics[id]))),
  ]);
  return [
    `Lighthouse ${lighthouseVersion ?? '?'}, mobile preset (simulated throttling), Debian's Chromium, the built app on loopback; median of ${runs} runs per page. Measured ${when.toISOString().slice(0, 10)}.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
