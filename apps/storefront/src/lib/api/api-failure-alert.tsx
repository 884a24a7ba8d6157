import { FormAlert } from '@shop/ui';
import { ApiError, isServiceUnavailable } from './api-error';
import { ShopperFacingError } from './shopper-facing-error';

/** What the shopper is told while the shop is having trouble (503 SERVICE_UNAVAILABLE). */
export const TROUBLE_TEXT = "We're having trouble right now. Please try again in a moment.";

/** What to tell the shopper about a failed call, in one sentence or two. */
export function failureText(error: unknown): string {
  if (error instanceof ShopperFacingError) return error.message;
  if (isServiceUnavailable(error)) return TROUBLE_TEXT;
  if (!(error instanceof ApiError))
    return "We couldn't reach the shop. Please check your connection and try again.";
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    return wait === undefined
      ? 'Too many attempts. Please wait a moment and try again.'
      : `Too many attempts. Please wait ${wait} ${wait === 1 ? 'second' : 'seconds'} and try again.`;
  }
  if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
  return error.message;
}

/**
 * A failed call, as a form shows it: the API's own message (or, for a rate limit, how long to
 * wait), with the error's stable code in small print so support can tell failures apart.
 */
export function ApiFailureAlert({ error }: { error: unknown }) {
  const code = error instanceof ApiError ? error.code : undefined;
  return (
    <FormAlert>
      <p className="api-failure__message">{failureText(error)}</p>
      {code ? <p className="api-failure__code">Error code: {code}</p> : null}
    </FormAlert>
  );
}
