import type { ZipRange } from '@shop/catalog';

const ZIP_WIDTH = 5;

function nextZip(zip: string): string {
  return String(Number(zip) + 1).padStart(ZIP_WIDTH, '0');
}

/**
 * Coverage is stored one range per transit time, so a warehouse's ranges touch each other. The
 * storefront only needs where a warehouse delivers, so sort them and join overlapping or adjacent
 * ranges ('80000-81699' + '81700-83199' → '80000-83199') to keep the stock object short.
 */
export function mergeZipRanges(ranges: readonly ZipRange[]): ZipRange[] {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const merged: ZipRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= nextZip(last.to)) {
      if (range.to > last.to) last.to = range.to;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}
