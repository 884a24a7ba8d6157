import { readStoredText, writeStored } from './local-storage';

/** SPEC §3 local storage key for the autoship terms acknowledgement. */
export const FTC_ACKNOWLEDGED_KEY = 'isFTCAcknowledged';

/**
 * Whether this browser's shopper acknowledged the autoship terms (renews until cancelled, how to
 * cancel) before checking out. Read by the cart before checkout and by sign-in, which sends a
 * shopper who gave it on to the checkout link (SPEC §2). Only the exact text 'true' counts.
 */
export function readFtcAcknowledged(): boolean {
  return readStoredText(FTC_ACKNOWLEDGED_KEY) === 'true';
}

/** Records the acknowledgement, or forgets it (false) once the checkout it was given for is done. */
export function writeFtcAcknowledged(acknowledged: boolean): void {
  writeStored(FTC_ACKNOWLEDGED_KEY, acknowledged ? 'true' : null);
}
