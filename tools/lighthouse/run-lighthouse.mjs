#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (its npm package, mobile preset with simulated throttling) in
// Debian's Chromium against the built app (dist/apps/api serving dist/apps/storefront), on both
// sites: per page the performance, accessibility, best-practices and SEO scores and LCP, CLS, TBT
// and FCP, each the median of 3 runs, written to docs/perf.md between markers. It reports, it never
// fails on a number. Not part of `npm test` (a run takes minutes).
//
// Needs the `lighthouse` package (a devDependency; it brings chrome-launcher). Builds the API and
// the storefront first (Nx skips what is up to date). Options: --runs <n> (default 3), --page <name>
// (only pages whose name contains it), --no-build, --no-write.
// CHROMIUM_PATH picks the browser (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltApi } from '../bench/built-api.mjs';
import { writeSection } from '../bench/perf-doc.mjs';
import { LIGHTHOUSE_PAGES, pageUrl } from './lighthouse-pages.mjs';
import { lighthouseTable, summarize } from './lighthouse-summary.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function load(name) {
  try {
    return await import(name);
  } catch {
    console.error(
      `The '${name}' package is not installed. Add Lighthouse as a devDependency (npm install --save-dev lighthouse) and run again.`,
    );
    process.exit(1);
  }
}

function build() {
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'storefront', '--outputStyle=static'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function requireBuild() {
  const missing = ['dist/apps/api/main.js', 'dist/apps/storefront/index.html'].filter(
    (file) => !existsSync(file),
  );
  if (missing.length) {
    console.error(`Missing ${missing.join(', ')}: build first (npx nx run-many -t build -p api storefront).`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

/**
 * One Lighthouse report. Headless Chromium now and then loses the trace of a load (NO_NAVSTART,
 * NO_FCP) on this busy machine; such a run says nothing about the page, so it is taken again, twice
 * at most, instead of throwing away the runs of every page before it.
 */
async function measure(url, port, attempt = 1) {
  const { default: lighthouse } = await import('lighthouse');
  const answer = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!answer?.lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  if (!answer.lhr.runtimeError) return answer.lhr;
  if (attempt >= 3) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
  console.warn(`${url}: ${answer.lhr.runtimeError.code}, measuring again`);
  return measure(url, port, attempt + 1);
}

async function main() {
  await load('lighthouse');
  const chromeLauncher = await load('chrome-launcher');
  if (!args['no-build']) build();
  requireBuild();
  const scratch = mkdtempSync(join(os.tmpdir(), 'shop-lighthouse-'));
  let api;
  let chrome;
  try {
    // Listening on every interface: Chromium may try ::1 or 127.0.0.1 for localhost and staff.localhost.
    api = await startBuiltApi({
      scratch,
      name: 'lighthouse',
      env: { HOST: '::', STOREFRONT_DIR: resolve('dist/apps/storefront'), RATE_LIMIT_ENABLED: 'false' },
    });
    const port = new URL(api.url).port;
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const pages = LIGHTHOUSE_PAGES.filter((page) => !args.page || page.name.includes(args.page));
    const results = [];
    for (const page of pages) {
      const url = pageUrl(page, port);
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const report = await measure(url, chrome.port);
        runs.push(report);
        const audit = (id) => report.audits[id]?.numericValue ?? NaN;
        console.log(
          `${page.name} run ${run}/${RUNS}: performance ${Math.round(report.categories.performance.score * 100)}, ` +
            `LCP ${Math.round(audit('largest-contentful-paint'))} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)}, ` +
            `TBT ${Math.round(audit('total-blocking-time'))} ms, FCP ${Math.round(audit('first-contentful-paint'))} ms`,
        );
      }
      results.push({ page, summary: summarize(runs) });
    }
    const table = lighthouseTable(results, {
      runs: RUNS,
      lighthouseVersion: results[0]?.summary.version,
      when: new Date(),
    });
    console.log(`\n${table}`);
    if (!args['no-write']) {
      writeSection(resolve('docs/perf.md'), 'lighthouse', table);
      console.log('\nWritten to docs/perf.md');
    }
  } finally {
    await chrome?.kill();
    await api?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
