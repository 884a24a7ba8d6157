// The accounts rows of `npm run bench`: what a session costs a request, and what a sign-in costs.
// A bench account is made through the public sign-up call first, as a shopper would.

const PASSWORD = 'bench password for a long walk';
const JSON_HEADERS = { 'content-type': 'application/json' };

/** Signs a new consumer up on the API at `url`; its session token, or an Error saying why not. */
export async function benchAccount(url) {
  const email = `bench-${Date.now()}@example.com`;
  const response = await fetch(`${url}/api/ecom/v1.0/create-customer-token`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, first_name: 'Bench', last_name: 'Shopper', key: PASSWORD }),
  });
  const body = await response.json().catch(() => ({}));
  if (response.status !== 200 || typeof body.sessionToken !== 'string')
    return new Error(`sign-up answered ${response.status}`);
  return { email, token: body.sessionToken };
}

/**
 * The same call anonymous and signed in: delete-cache-item with a key nobody may delete answers
 * `false` either way, and only the signed-in request looks its session up (SPEC §4 lets a
 * signed-in caller delete its own session's key). The difference is the session lookup.
 */
export function sessionLookupRequests(url, token) {
  const request = {
    url: `${url}/api/delete-cache-item`,
    method: 'POST',
    body: JSON.stringify({ cacheKey: 'bench:nobody' }),
  };
  return {
    anonymous: { ...request, headers: JSON_HEADERS },
    signedIn: { ...request, headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` } },
  };
}

/** A sign-in with the right password: Argon2id verification, a new session, its cookie. */
export function signInRequest(url, email) {
  return {
    url: `${url}/api/ecom/v1.0/create-customer-token`,
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, key: PASSWORD }),
  };
}
