/** A served ZIP range, both ends inclusive, as 5-digit zero-padded strings (SPEC §3). */
export interface ZipRange {
  from: string;
  to: string;
}

/** ZIP used for stock and delivery look-ups until a guest picks one (SPEC §3, §9). */
export const DEFAULT_GUEST_ZIP = '80011';

const ZIP_PATTERN = /^[0-9]{5}$/;
const ZIP_PREFIX_PATTERN = /^[0-9]{1,5}$/;
const RANGE_PATTERN = /^\s*([0-9]{1,5})\s*-\s*([0-9]{1,5})\s*$/;

/** First check on a typed ZIP (SPEC §5): exactly 5 characters, all digits, before any range look-up. */
export function isZipShaped(zip: string): boolean {
  return ZIP_PATTERN.test(zip);
}

/** A ZIP search term (a clinic search by ZIP): the first 1 to 5 digits of a ZIP, nothing else. */
export function isZipPrefix(term: string): boolean {
  return ZIP_PREFIX_PATTERN.test(term);
}

/**
 * Turns one all_zips entry of the stock object ('80000-81658') into a range. Short numbers are
 * zero-padded ('501-544' → '00501'–'00544'). Throws on anything else, including a reversed range,
 * because a bad coverage record should fail loudly when it is loaded, not silently refuse ZIPs.
 */
export function parseZipRange(entry: string): ZipRange {
  const match = RANGE_PATTERN.exec(entry);
  if (!match) throw new Error(`Malformed ZIP range '${entry}': expected 'from-to' with 5-digit ZIPs`);
  const [from, to] = [match[1], match[2]].map((zip) => zip.padStart(5, '0'));
  if (from > to) throw new Error(`Malformed ZIP range '${entry}': start is after end`);
  return { from, to };
}

/**
 * The stock object's 'from-to' text of a range, the inverse of parseZipRange. Throws on a range
 * that is not two 5-digit ZIPs in order, so a bad coverage record is never published.
 */
export function formatZipRange(range: ZipRange): string {
  const text = `${range.from}-${range.to}`;
  if (!isZipShaped(range.from) || !isZipShaped(range.to))
    throw new Error(`Malformed ZIP range '${text}': expected 5-digit ZIPs`);
  if (range.from > range.to) throw new Error(`Malformed ZIP range '${text}': start is after end`);
  return text;
}

/** Whether a well-formed ZIP is served; both ends of a range are included. */
export function isZipInRanges(zip: string, ranges: readonly ZipRange[]): boolean {
  return isZipShaped(zip) && ranges.some(({ from, to }) => zip >= from && zip <= to);
}

/**
 * The SPEC §5 ZIP rule, for the ZIP picker and the API alike. The bypass flag (an operator setting)
 * accepts any entry, e.g. while coverage data is unavailable.
 */
export function isValidZip(
  zip: string,
  ranges: readonly ZipRange[],
  options: { bypass?: boolean } = {},
): boolean {
  return options.bypass === true || isZipInRanges(zip, ranges);
}
