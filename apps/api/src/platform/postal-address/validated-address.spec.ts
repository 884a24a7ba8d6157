import { VALID_US_ADDRESS } from '@shop/identity/testing';
import { BadRequestError } from '../errors/app-error';
import { validatedAddress } from './validated-address';

function refusal(run: () => unknown): BadRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof BadRequestError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('validatedAddress', () => {
  it('answers the address as libs/identity leaves it (trimmed, state filled in)', () => {
    expect(
      validatedAddress({ ...VALID_US_ADDRESS, city: ' Aurora ', province: undefined }, 'address'),
    ).toEqual(VALID_US_ADDRESS);
  });

  it('is 400 ZIP_STATE_MISMATCH when the ZIP is of another state and nothing else is wrong', () => {
    const error = refusal(() => validatedAddress({ ...VALID_US_ADDRESS, zip: '81700' }, 'shippingAddress'));
    expect(error.getStatus()).toBe(400);
    expect(error.code).toBe('ZIP_STATE_MISMATCH');
    expect(error.details).toEqual([{ field: 'shippingAddress.zip', problems: [error.message] }]);
  });

  it('is 400 INVALID_ADDRESS naming every problem under the request field otherwise', () => {
    const error = refusal(() =>
      validatedAddress({ ...VALID_US_ADDRESS, address1: ' ', zip: '81700' }, 'address'),
    );
    expect(error.getStatus()).toBe(400);
    expect(error.code).toBe('INVALID_ADDRESS');
    expect(error.details?.map((d) => d.field)).toEqual(['address.address1', 'address.zip']);
    expect(error.message).toMatch(/^Invalid address: .+; .+/);
  });
});
