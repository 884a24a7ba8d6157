import { expect, type Page } from '@playwright/test';
import { staffUrl } from './sites';

/** The development identity provider's password for every seeded staff member (README 'Staff sign-in'). */
export const DEV_STAFF_PASSWORD = 'staff-dev-password';

/** A seeded member in a clinic already: signing in goes straight to the page asked for. */
export const REGISTERED_STAFF = 'registered.staff@staff.example';

/**
 * A seeded member of a corporate clinic group (not PD-eligible), registered. No other journey signs
 * in as them, so one may change their quota without racing a journey that orders.
 */
export const CORPORATE_STAFF = 'corporate.staff@staff.example';

/** A seeded member who has not joined a clinic: signing in lands on the registration page. */
export const NEW_STAFF = 'new.staff@staff.example';

/** Another seeded member who has not joined a clinic (a veterinary student; README 'Staff sign-in'). */
export const STUDENT_STAFF = 'student.staff@staff.example';

/**
 * The unregistered member a journey that joins a clinic signs in as on try `retry` (Playwright's
 * testInfo.retry). A retry runs on the same server and database, where the earlier try's member may
 * have joined a clinic already; a fresh member makes the retry a real retry of the journey.
 */
export function unregisteredStaffForTry(retry: number): string {
  const members = [NEW_STAFF, STUDENT_STAFF];
  const member = members[retry];
  if (member === undefined)
    throw new Error(`No unregistered seeded staff member left for retry ${retry}; seed another one first.`);
  return member;
}

/** Fills and sends the development identity provider's sign-in form the browser is on. */
export async function fillProviderSignIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEV_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs a seeded staff member in through the real single sign-on (the shop's login, the provider's
 * form, the callback) and waits to be back on `path`: the staff site's pages beyond home and the
 * exempt ones are for signed-in, registered members (SPEC §6).
 */
export async function signInAsStaff(
  page: Page,
  baseURL: string | undefined,
  { email = REGISTERED_STAFF, path = '/' }: { email?: string; path?: string } = {},
): Promise<void> {
  await page.goto(staffUrl(baseURL, `/api/idp/login?returnTo=${encodeURIComponent(path)}`));
  await fillProviderSignIn(page, email);
  await page.waitForURL(staffUrl(baseURL, path));
}
