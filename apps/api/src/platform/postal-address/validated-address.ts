import { validateAddress, type AddressInput, type ValidAddress } from '@shop/identity';
import { BadRequestError } from '../errors/app-error';

/**
 * An address as libs/identity validateAddress leaves it, or the one 400 every address form gets
 * (the address book, checkout's new ship-to and an autoship's ship-to alike): ZIP_STATE_MISMATCH when that is the only
 * problem (the form shows it beside the ZIP), INVALID_ADDRESS with every problem otherwise. Each
 * problem's field is named under `field` ('address', 'shippingAddress'), as the request sent it.
 */
export function validatedAddress(input: AddressInput, field: string): ValidAddress {
  const check = validateAddress(input);
  if (check.ok) return check.address;
  const details = check.problems.map((p) => ({ field: `${field}.${p.field}`, problems: [p.message] }));
  const [first] = check.problems;
  if (check.problems.length === 1 && first.code === 'ZIP_STATE_MISMATCH')
    throw new BadRequestError('ZIP_STATE_MISMATCH', first.message, details);
  throw new BadRequestError(
    'INVALID_ADDRESS',
    `Invalid address: ${check.problems.map((p) => p.message).join('; ')}`,
    details,
  );
}
