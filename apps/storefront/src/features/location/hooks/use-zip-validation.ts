import { isValidZip, isZipShaped, parseZipRange, type ZipRange } from '@shop/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSiteGlobals } from '../../../lib/site/site-globals-queries';
import { stockObjectQueryOptions } from '../api/location-queries';

/** Why a typed ZIP was refused, in the shopper's words; null when it is accepted. */
export type ZipCheck = { ok: true } | { ok: false; message: string; retryable?: boolean };

export const ZIP_MESSAGES = {
  shape: 'Enter a 5-digit ZIP code.',
  notServed: (zip: string) => `Sorry, we don't deliver to ${zip} yet. Please try another ZIP code.`,
  unavailable: "We couldn't check that ZIP code right now. Please try again.",
  checking: 'Still checking delivery areas. Please try again in a moment.',
} as const;

/**
 * SPEC §5 'ZIP valid' for the picker: the shape first (isZipShaped), then the served ranges of
 * get-stock-object (parseZipRange + isValidZip). The site's zipBypass flag makes any entry valid
 * 'regardless' (isValidZip with bypass), shape included; only an empty one is refused. `enabled`
 * is false until the picker opens, so pages where nobody changes the ZIP never load the coverage
 * ranges.
 */
export function useZipValidation(enabled = true) {
  const stockObject = useQuery({ ...stockObjectQueryOptions(), enabled });
  const globals = useSiteGlobals(enabled);
  const bypass = globals.data?.zipBypass === true;

  const ranges = useMemo<ZipRange[] | undefined>(() => {
    if (!stockObject.data) return undefined;
    const entries = stockObject.data.data.flatMap((object) => object.all_zips.flatMap((entry) => entry.zips));
    return entries.map(parseZipRange);
  }, [stockObject.data]);

  const check = (zip: string): ZipCheck => {
    if (zip === '' || (!bypass && !isZipShaped(zip))) return { ok: false, message: ZIP_MESSAGES.shape };
    // With the bypass flag the ranges are not needed, so a slow or failed look-up does not block.
    if (!ranges && !bypass) {
      return stockObject.isError
        ? { ok: false, message: ZIP_MESSAGES.unavailable, retryable: true }
        : { ok: false, message: ZIP_MESSAGES.checking };
    }
    return isValidZip(zip, ranges ?? [], { bypass })
      ? { ok: true }
      : { ok: false, message: ZIP_MESSAGES.notServed(zip) };
  };

  return { check, retry: () => void stockObject.refetch() };
}
