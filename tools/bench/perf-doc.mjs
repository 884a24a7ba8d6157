// Writes generated sections into docs/perf.md between markers, so re-runs replace their own
// section and leave the hand-written analysis around it alone.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const TITLES = {
  bench: 'API benchmark results',
  'storefront-size': 'Storefront bundle sizes',
  lighthouse: 'Lighthouse (first visit on a phone)',
  renewals: 'Autoship renewals on PostgreSQL',
  'charity-search': "Charity search at the registry's size (issue 22)",
};

export function writeSection(file, name, content) {
  const start = `<!-- ${name}:start (generated; edits here are overwritten) -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${content.trim()}\n${end}`;
  mkdirSync(dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const pattern = new RegExp(`<!-- ${name}:start[^>]*-->[\\s\\S]*?<!-- ${name}:end -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, () => block)
    : `${current.trimEnd()}\n\n## ${TITLES[name] ?? name}\n\n${block}\n`;
  writeFileSync(file, next);
}
