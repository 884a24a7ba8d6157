import { browserLocation } from '../browser/browser-location';
import { readTab, writeTab } from './tab-storage';

/** The build this tab last loaded a page for, because it was new (a full load happens once per build). */
export const LOADED_FOR_BUILD_KEY = 'appLoadedForBuild';

let waiting: string | null = null;

/**
 * A newer build is out (the version poller saw it in the latest-build manifest): the next
 * navigation loads its page whole. Not when this tab already did so for that build: a server still
 * answering with the older shell (mid-deploy) must not turn every navigation into a full load.
 */
export function announceNewBuild(id: string): void {
  if (readTab(LOADED_FOR_BUILD_KEY) !== id) waiting = id;
}

/**
 * Loads `target` (path, query, hash) as a full page when a newer build is waiting (SPEC §4 'App
 * version'), and says so; false when this build is still the latest. The root route's loader calls
 * it on every navigation to a new path.
 */
export function fullLoadForNewBuild(target: string): boolean {
  if (waiting === null) return false;
  writeTab(LOADED_FOR_BUILD_KEY, waiting);
  browserLocation.assign(target);
  return true;
}
