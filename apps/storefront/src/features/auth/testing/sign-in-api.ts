import type { Customer } from '../../../lib/session/session-queries';
import {
  API,
  customerFixture,
  installRoutedFakeApi,
  sessionAnswer,
  signedOutResponse,
} from '../../../testing/account-fixtures';
import { jsonResponse } from '../../../testing/fake-api';

/**
 * A fake API on which create-customer-token (sign-in or sign-up) starts the customer's session:
 * get-shopify-customer answers them after it, and answers signed out before.
 */
export function installSignInApi(customer: Customer = customerFixture()) {
  let signedIn = false;
  return installRoutedFakeApi({
    [API.signIn]: () => {
      signedIn = true;
      return sessionAnswer(customer);
    },
    [API.customer]: () => (signedIn ? jsonResponse(customer) : signedOutResponse()),
  });
}
