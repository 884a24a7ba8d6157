import { readTab, writeTab } from './tab-storage';

/** SPEC §9 'Reload guard 10 s': after a reload for a stale chunk, none again for this long. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'appReloadedAt';

/** Where the page is going: the router's pending navigation; null when none is under way. */
type NavigationTarget = () => string | null;

let navigationTarget: NavigationTarget = () => null;
let quietLoads = 0;

/** The router tells where a navigation is going (start-app), so a reload lands there. */
export function reloadTargetFrom(source: NavigationTarget): void {
  navigationTarget = source;
}

/**
 * Runs a load whose failure is its caller's (a route preloaded on a link's hover): a chunk it
 * cannot fetch, with no navigation under way, reloads nothing.
 */
export async function quietly<T>(load: () => Promise<T>): Promise<T> {
  quietLoads += 1;
  try {
    return await load();
  } finally {
    quietLoads -= 1;
  }
}

export interface ReloadEnvironment {
  now(): number;
  /** The page open now: path, query and hash. */
  here(): string;
  go(target: string): void;
}

const browser: ReloadEnvironment = {
  now: Date.now,
  here: () => location.pathname + location.search + location.hash,
  go: (target) => (target === browser.here() ? location.reload() : location.assign(target)),
};

/**
 * Vite's `vite:preloadError` (SPEC §4 'App version', §8 'Stale chunk after new build'): a chunk of
 * this page's build could not be loaded, almost always because a newer build replaced it. The app
 * reloads at the target route (the page being navigated to, else this one), which brings the
 * newer build, at most once per RELOAD_GUARD_MS in this tab, so a chunk that is really missing
 * shows the error page instead of reloading forever; nor without storage to keep the guard in.
 */
export function reloadForStaleChunk(event: Event, env: ReloadEnvironment = browser): void {
  const target = navigationTarget();
  if (target === null && quietLoads > 0) return;
  const now = env.now();
  const since = now - Number(readTab(RELOAD_GUARD_KEY));
  if (since >= 0 && since < RELOAD_GUARD_MS) return;
  if (!writeTab(RELOAD_GUARD_KEY, String(now))) return;
  event.preventDefault();
  env.go(target ?? env.here());
}
