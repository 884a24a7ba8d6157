import { customerIdOf } from './customer-id';

/** og_auth lasts two hours (SPEC §9). */
export const OG_AUTH_MAX_AGE_SECONDS = 7_200;

const SEPARATOR = '|';

export interface OgAuthParts {
  /** The customer id without its gid prefix. */
  customerId: string;
  /** The two values /api/crypto returns. */
  value1: string;
  value2: string;
}

/**
 * The signed part of the og_auth cookie: the customer id without its gid prefix and the two
 * values from /api/crypto, joined by '|' (SPEC §9). The API appends its signature as a fourth
 * part. Values may not contain '|', so the parts always split back the same way.
 */
export function ogAuthPayload(parts: OgAuthParts): string {
  const fields = [customerIdOf(parts.customerId), parts.value1, parts.value2];
  if (fields.some((field) => field === '' || field.includes(SEPARATOR)))
    throw new Error("og_auth parts must be non-empty and may not contain '|'");
  return fields.join(SEPARATOR);
}

/** The cookie value: payload and signature. */
export function ogAuthValue(parts: OgAuthParts, signature: string): string {
  return `${ogAuthPayload(parts)}${SEPARATOR}${signature}`;
}

/** Splits a cookie value into its parts and signature; null for anything not shaped like one. */
export function parseOgAuthValue(
  value: string,
): (OgAuthParts & { payload: string; signature: string }) | null {
  const fields = value.split(SEPARATOR);
  if (fields.length !== 4 || fields.some((field) => field === '')) return null;
  const [customerId, value1, value2, signature] = fields;
  return { customerId, value1, value2, signature, payload: fields.slice(0, 3).join(SEPARATOR) };
}
