import type { Page } from '@playwright/test';
import { appStarted } from './app-started';

/**
 * Moves the app to `path` as Back and Forward do, without loading a document: the address changes
 * and the router handles the popstate like any in-app navigation. Returns a check that no document
 * was loaded since (the window is still the same one).
 *
 * Waits for the app first (appStarted): a history entry pushed before the router exists would be
 * taken for the visit's first document, which the server already answered.
 */
export async function navigateInApp(page: Page, path: string): Promise<() => Promise<boolean>> {
  await appStarted(page);
  await page.evaluate((target) => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  return () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
}
