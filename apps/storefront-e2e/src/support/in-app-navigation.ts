import type { Page } from '@playwright/test';

/**
 * Moves the app to `path` as Back and Forward do, without loading a document: the address changes
 * and the router handles the popstate like any in-app navigation. Returns a check that no document
 * was loaded since (the window is still the same one).
 */
export async function navigateInApp(page: Page, path: string): Promise<() => Promise<boolean>> {
  await page.evaluate((target) => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  return () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
}
