import { GIVING_ERROR_MESSAGES, GivingError } from './giving-error';

describe('GivingError', () => {
  it('carries its type, message and cause', () => {
    const cause = new Error('timeout');
    const error = new GivingError('API_ERROR', GIVING_ERROR_MESSAGES.retrieveStore, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(GivingError);
    expect(error.name).toBe('GivingError');
    expect(error.type).toBe('API_ERROR');
    expect(error.message).toBe('Error retrieving store');
    expect(error.cause).toBe(cause);
  });

  it('holds every message of SPEC §8', () => {
    expect(Object.values(GIVING_ERROR_MESSAGES)).toEqual([
      'Error starting tracking',
      'Error updating tracking',
      'Error updating integration metadata',
      'Error retrieving store',
      'Error retrieving product donation',
      'Error retrieving cart donation',
      'Error searching charities',
      'Error retrieving charities by EIN',
      'Error retrieving portfolios',
      'Error initializing SDK',
      'Error updating widget',
      'Error calculating donation',
      'Error retrieving donation eligibility',
      'Error getting charities',
      'Error populating cause IDs',
      'Error setting cause to tracking',
      'Error emitting event',
      'Invalid StoreId',
    ]);
  });
});
