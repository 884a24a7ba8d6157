import { BadRequestError } from '../../platform/errors/app-error';
import type { ListingSort } from './listing-sort';

/** Where the next page starts: after the product with this sort value and handle. */
export interface ListingPosition {
  key: string;
  handle: string;
}

const VERSION = 1;
const NUMERIC_KEY = /^-?\d{1,19}$/;
// Numeric sort values are PostgreSQL bigints; a larger number would fail in the query, not here.
const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
const HANDLE = /^[a-z0-9-]{1,120}$/;

/**
 * An opaque keyset cursor. It names its sort, so a cursor from one order is never read in another,
 * and carries the exact sort value (integers as text), so pages never overlap or skip.
 */
export function encodeCursor(sort: ListingSort, position: ListingPosition): string {
  return Buffer.from(JSON.stringify([VERSION, sort, position.key, position.handle]), 'utf8').toString(
    'base64url',
  );
}

/** Reads a cursor this API issued for the same sort; anything else is a 400 INVALID_CURSOR. */
export function decodeCursor(cursor: string, sort: ListingSort): ListingPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== VERSION) throw invalid();
  const [, cursorSort, key, handle] = parsed as unknown[];
  if (cursorSort !== sort) {
    throw new BadRequestError(
      'INVALID_CURSOR',
      `cursor belongs to sort '${String(cursorSort)}', not '${sort}'; start again without it`,
    );
  }
  if (typeof key !== 'string' || typeof handle !== 'string' || !HANDLE.test(handle)) throw invalid();
  const textKey = sort === 'title-asc';
  // A title never holds a control character; PostgreSQL cannot even compare one that is NUL.
  if (textKey ? key.length > 300 || hasControlCharacter(key) : !isBigint(key)) throw invalid();
  return { key, handle };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

function isBigint(key: string): boolean {
  if (!NUMERIC_KEY.test(key)) return false;
  const value = BigInt(key);
  return value >= BIGINT_MIN && value <= BIGINT_MAX;
}

function invalid(): BadRequestError {
  return new BadRequestError('INVALID_CURSOR', 'cursor is not one this API issued; start again without it');
}
