import { startVersionPoller } from './version-poller';

/** The shell's `<meta name="app-build">` (written by the build, apps/storefront/build/app-builds.ts). */
const BUILD_META = 'meta[name="app-build"]';
/** The latest-build manifest the build writes beside the shell. */
const LATEST_BUILD_URL = '/builds/latest.json';
/** Shortest and longest poll interval the shell may name; outside it, the default. */
const INTERVAL_SECONDS = { min: 10, max: 86_400, fallback: 300 };

/** This page's build and how often to look for a newer one; null without a build (the dev server). */
export function runningBuild(doc: Document = document): { id: string; intervalMs: number } | null {
  const meta = doc.querySelector<HTMLMetaElement>(BUILD_META);
  const id = meta?.content ?? '';
  if (!/^[\w-]{1,64}$/.test(id)) return null;
  const seconds = Number(meta?.dataset.checkSeconds);
  const valid =
    Number.isInteger(seconds) && seconds >= INTERVAL_SECONDS.min && seconds <= INTERVAL_SECONDS.max;
  return { id, intervalMs: (valid ? seconds : INTERVAL_SECONDS.fallback) * 1000 };
}

/** The latest-build manifest, asked with a timestamp query (SPEC §7) and past every cache. */
export async function fetchLatestBuild(now = Date.now()): Promise<unknown> {
  const response = await fetch(`${LATEST_BUILD_URL}?${now}`, { cache: 'no-store' });
  return response.ok ? response.json() : null;
}

/** Starts watching for a newer build of the storefront (once the page is up); `onNewBuild` hears of it. */
export function watchForNewBuilds(onNewBuild: (id: string) => void, doc: Document = document): void {
  const build = runningBuild(doc);
  if (!build) return;
  startVersionPoller({
    currentId: build.id,
    intervalMs: build.intervalMs,
    fetchLatest: () => fetchLatestBuild(),
    onNewBuild,
    doc,
  });
}
