import {
  isApprovedByShopper,
  isPreferencesSubmittedMessage,
  PREFERENCES_SUBMITTED_MESSAGE,
} from './privacy-manager-api';
import { isRequiredStorageKey, REQUIRED_COOKIES } from './required-storage';

describe('isApprovedByShopper (SPEC §4: approved with source asserted)', () => {
  it.each([
    [{ consent: 'approved', source: 'asserted' }, true],
    [{ consent: 'approved', source: 'implied' }, false],
    [{ consent: 'denied', source: 'asserted' }, false],
    [{ consent: 'denied', source: 'implied' }, false],
    [null, false],
    ['approved', false],
    [{}, false],
  ])('%p → %p', (answer, expected) => {
    expect(isApprovedByShopper(answer)).toBe(expected);
  });
});

describe("isPreferencesSubmittedMessage (SPEC §4 'preferences submitted')", () => {
  it('recognises the message as an object or as JSON text', () => {
    expect(isPreferencesSubmittedMessage(PREFERENCES_SUBMITTED_MESSAGE)).toBe(true);
    expect(isPreferencesSubmittedMessage(JSON.stringify(PREFERENCES_SUBMITTED_MESSAGE))).toBe(true);
  });

  it.each([
    null,
    'submit_preferences',
    '{not json',
    { source: 'preference_manager' },
    { message: 'submit_preferences' },
    42,
  ])('ignores %p', (data) => {
    expect(isPreferencesSubmittedMessage(data)).toBe(false);
  });
});

describe('required storage', () => {
  it('includes the consent cookie, the cart and the session, and no analytics cookie', () => {
    expect(REQUIRED_COOKIES).toEqual(expect.arrayContaining(['shopConsent', 'col_cart_id', 'sessionToken']));
    expect(REQUIRED_COOKIES.some((name) => name.startsWith('_ga'))).toBe(false);
  });

  it('knows the shop’s own storage keys and nothing else', () => {
    expect(isRequiredStorageKey('guestZip')).toBe(true);
    expect(isRequiredStorageKey('checkout_confirmation:123')).toBe(true);
    expect(isRequiredStorageKey('_gcl_ls')).toBe(false);
  });
});
