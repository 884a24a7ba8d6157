import type { DataRouter, matchRoutes } from 'react-router';
import { watchForNewBuilds } from '../lib/app-version/watch-builds';
import { preloadRoutesOnIntent } from './route-preloads';

export interface StartedApp {
  router: DataRouter;
  /*
   * Handed over by start-app rather than imported here: a module this chunk shared with the entry's
   * (react-router, the new-build state) would be split into chunks of its own, and every first
   * visit would pay their weight (the entry's budget, tools/storefront-size-report.mjs).
   */
  matchRoutes: typeof matchRoutes;
  announceNewBuild(id: string): void;
}

/**
 * The storefront's background work, loaded as its own chunk once the first page is up (start-app),
 * so none of it weighs on the entry: watching for a newer build (SPEC §4 'App version') and
 * preloading a route's code when a link to it is pointed at (SPEC §9, at most 4 at once).
 */
export function afterStart(app: StartedApp): void {
  watchForNewBuilds(app.announceNewBuild);
  preloadRoutesOnIntent(app.router, app.matchRoutes);
}
