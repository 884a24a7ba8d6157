import {
  createCustomerToken,
  crypto_,
  forgotPassword,
  logout,
  refreshSessionToken,
  resetPassword,
  staffLogout,
  type CheckEmailDto,
} from '@shop/api-client';

/*
 * The identity calls the auth pages make (SPEC §7), through the generated client. The session
 * cookie is HttpOnly: the API sets and clears it, so no call here sends or reads the token itself.
 */

export interface Credentials {
  email: string;
  password: string;
}

export interface NewAccount extends Credentials {
  firstName: string;
  lastName: string;
}

/** create-customer-token with email and password: signs in (the answer sets the session cookie). */
export async function signIn({ email, password }: Credentials): Promise<void> {
  await createCustomerToken({ body: { email: email.trim(), key: password }, throwOnError: true });
}

/**
 * create-customer-token with both names: creates the consumer account and signs in. For an
 * address that already has an account the API signs nobody in and answers CHECK_EMAIL (it mails the
 * owner), so the page can say the same neutral thing for every address; that answer is returned.
 */
export async function signUp({
  email,
  password,
  firstName,
  lastName,
}: NewAccount): Promise<CheckEmailDto | null> {
  const { data } = await createCustomerToken({
    body: { email: email.trim(), key: password, first_name: firstName.trim(), last_name: lastName.trim() },
    throwOnError: true,
  });
  return 'status' in data && data.status === 'CHECK_EMAIL' ? data : null;
}

/** refresh-session-token with forceRefreshToken (SPEC §4 'Continue'): a new token, the old one ends. */
export async function refreshSession(): Promise<void> {
  await refreshSessionToken({ body: { forceRefreshToken: true }, throwOnError: true });
}

/**
 * SPEC §4 Customer load, §9 og_auth: the API sets the subscription service's og_auth cookie (and
 * on the staff site isEligibleForPd) for the signed-in session; the values it answers are not
 * needed here, the cookies are.
 */
export async function issueSubscriptionCookies(): Promise<void> {
  await crypto_({ body: {}, throwOnError: true });
}

/** Ends the session on the server (SPEC §4 Logout: cookies cleared, the session cache entry deleted). */
export async function endServerSession(): Promise<void> {
  await logout({ body: {}, throwOnError: true });
}

/**
 * Ends a staff member's session on the server and answers where the browser goes next: the identity
 * provider's end-session address, which signs them out there too and comes back home.
 */
export async function endStaffSession(): Promise<string> {
  const { data } = await staffLogout({ body: {}, throwOnError: true });
  return data.redirectTo;
}

/** Asks for a password-reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<CheckEmailDto> {
  const { data } = await forgotPassword({ body: { email: email.trim() }, throwOnError: true });
  return data;
}

/** Sets a new password with the token from the reset link. */
export async function setNewPassword(token: string, password: string): Promise<void> {
  await resetPassword({ body: { token, password }, throwOnError: true });
}
