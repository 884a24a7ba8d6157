import { BadRequestError } from '../../platform/errors/app-error';

const VERSION = 1;
const MAX_CURSOR_LENGTH = 200;

/**
 * An opaque keyset cursor over orders, newest first: the order's place in the order sequence,
 * which is unique and never changes, so pages never overlap or skip an order.
 */
export function encodeOrderCursor(sequence: number): string {
  return Buffer.from(JSON.stringify([VERSION, 'o', sequence]), 'utf8').toString('base64url');
}

/** A cursor this API issued; anything else is 400 INVALID_CURSOR. */
export function decodeOrderCursor(cursor: string): number {
  let parsed: unknown;
  try {
    parsed =
      cursor.length <= MAX_CURSOR_LENGTH
        ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
        : undefined;
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== VERSION ||
    parsed[1] !== 'o' ||
    !Number.isSafeInteger(parsed[2]) ||
    (parsed[2] as number) < 1
  ) {
    throw new BadRequestError(
      'INVALID_CURSOR',
      'cursor is not one this API gave out; start again without it',
    );
  }
  return parsed[2] as number;
}
