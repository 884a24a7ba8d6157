#!/usr/bin/env node
// Writes the catalogue's packshots: one small SVG per seeded product, a bag, can, tray, pouch or
// treat-box silhouette in the colour of its species or line with the product's short name on it,
// to apps/api/media/products/<handle>.svg (committed; the media module serves /media/**).
// Reads the same seed data the API seeds, so images and rows cannot drift apart.
// Usage: node tools/generate-product-images.mjs [--check]   (--check only reports stale files)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seedFile = join(root, 'apps/api/src/seed/catalog/catalog.seed-data.ts');
const outDir = join(root, 'apps/api/media/products');
const MAX_BYTES = 1536;

/** The seed data file imports nothing, so transpiling it alone is enough to load it. */
async function loadSeedData() {
  const { outputText } = ts.transpileModule(readFileSync(seedFile, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

const SPECIES_COLOURS = { dog: '#1d5fa7', cat: '#6b3fa0' };
const LINE_COLOURS = { 'prescription-diet': '#b3122e', 'third-party': '#2e7d4f', treats: '#c76b12' };

// Each silhouette fits a 160 x 200 canvas and leaves the band y 70..150 free for the name.
const SHAPES = {
  'dry-food': '<path d="M34 28h92l8 14-4 150H30L26 42z"/><path d="M34 28h92v10H34z" fill="#0003"/>',
  'canned-food':
    '<rect x="30" y="24" width="100" height="162" rx="14"/><path d="M30 44h100M30 166h100" stroke="#fff6" stroke-width="4"/>',
  'tray-food':
    '<rect x="14" y="62" width="132" height="96" rx="12"/><path d="M14 74h132v10H14z" fill="#0003"/>',
  'pouch-food': '<path d="M38 22h84l6 30-8 140H40L32 52z"/><path d="M38 22h84v8H38z" fill="#0003"/>',
  treats:
    '<rect x="24" y="30" width="112" height="150" rx="6"/><rect x="44" y="150" width="72" height="20" rx="8" fill="#fff5"/>',
};

function colourFor(product, brands) {
  const brand = brands.find(
    (b) =>
      b.handle === (product.brand ?? (product.form === 'treats' ? 'pet-nutrition-treats' : 'pet-nutrition')),
  );
  if (brand?.thirdParty) return LINE_COLOURS['third-party'];
  if (product.line === 'prescription-diet') return LINE_COLOURS['prescription-diet'];
  if (product.form === 'treats') return LINE_COLOURS.treats;
  return SPECIES_COLOURS[product.species];
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap into at most four lines of about 14 characters; the last line takes the rest. */
function wrap(text, width = 14, maxLines = 4) {
  const lines = [];
  for (const word of text.replace(/^Prescription Diet /, '').split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < maxLines) lines.push(word);
    else lines[lines.length - 1] = `${lines.at(-1)} ${word}`;
  }
  return lines;
}

function packshot(product, brands) {
  const lines = wrap(product.name);
  const top = 112 - (lines.length - 1) * 8;
  const text = lines
    .map((line, i) => `<tspan x="80" y="${top + i * 16}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = product.line === 'prescription-diet' ? 'PRESCRIPTION DIET' : product.species.toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200" role="img" aria-label="${escapeXml(product.name)}">`,
    `<g fill="${colourFor(product, brands)}">${SHAPES[product.form]}</g>`,
    `<g fill="#fff" font-family="Arial,Helvetica,sans-serif" text-anchor="middle" font-weight="700">`,
    `<text font-size="12">${text}</text>`,
    `<text x="80" y="${product.form === 'tray-food' ? 150 : 62}" font-size="8" letter-spacing="1">${label}</text>`,
    '</g></svg>',
    '',
  ].join('\n');
}

const { SEED_PRODUCTS, SEED_BRANDS } = await loadSeedData();
const check = process.argv.includes('--check');
const wanted = new Map(SEED_PRODUCTS.map((p) => [`${p.handle}.svg`, packshot(p, SEED_BRANDS)]));
const problems = [];
for (const [file, svg] of wanted) {
  if (Buffer.byteLength(svg) > MAX_BYTES)
    problems.push(`${file} would be ${Buffer.byteLength(svg)} bytes (max ${MAX_BYTES})`);
}
mkdirSync(outDir, { recursive: true });
const existing = readdirSync(outDir).filter((f) => f.endsWith('.svg'));
if (check) {
  for (const [file, svg] of wanted) {
    let current = null;
    try {
      current = readFileSync(join(outDir, file), 'utf8');
    } catch {
      // reported below as missing
    }
    if (current !== svg) problems.push(`${file} is ${current === null ? 'missing' : 'stale'}`);
  }
  for (const file of existing) if (!wanted.has(file)) problems.push(`${file} belongs to no product`);
} else if (!problems.length) {
  for (const file of existing) if (!wanted.has(file)) rmSync(join(outDir, file));
  for (const [file, svg] of wanted) writeFileSync(join(outDir, file), svg);
  console.log(`Wrote ${wanted.size} packshots to ${outDir}`);
}
if (problems.length) {
  console.error(
    `Product images are not right (run: node tools/generate-product-images.mjs):\n  - ${problems.join('\n  - ')}`,
  );
  process.exit(1);
}
if (check) console.log(`All ${wanted.size} packshots are up to date.`);
