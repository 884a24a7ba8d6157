import type { Page } from '@playwright/test';

/**
 * Resolves once the app has rendered over the server's first view (docs/decisions.md, 'First
 * view'). What the first view draws (a heading, a product, the FAQ's questions) is visible before
 * any script runs, and the app replaces it when it starts: a journey that acts on the app's state
 * (a disclosure opened, a history entry pushed) waits for this first, or the app's start undoes it.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root .first-view').waitFor({ state: 'detached' });
}
