/** Checks prompted by the tab becoming visible again are at least this far apart. */
export const MIN_CHECK_GAP_MS = 2000;

export interface VersionPollerOptions {
  /** This page's build. */
  currentId: string;
  /** How often to look while the tab is visible (SPEC §9 'manifest check interval'). */
  intervalMs: number;
  /** The latest-build manifest, parsed; anything else (a failure) is ignored until the next check. */
  fetchLatest(): Promise<unknown>;
  onNewBuild(id: string): void;
  doc?: Document;
  now?: () => number;
}

/**
 * Polls the latest-build manifest (SPEC §4 'App version', §7) every `intervalMs` while the tab is
 * visible and whenever it becomes visible again, one request at a time; stops at the first build
 * that is not this page's, and hands it to `onNewBuild`. Answers a function that stops it.
 */
export function startVersionPoller(options: VersionPollerOptions): () => void {
  const doc = options.doc ?? document;
  const now = options.now ?? Date.now;
  let checking = false;
  let lastCheck = -Infinity;
  let stopped = false;

  const check = async () => {
    if (stopped || checking) return;
    checking = true;
    lastCheck = now();
    try {
      const id = idOf(await options.fetchLatest());
      if (id && id !== options.currentId && !stopped) {
        stop();
        options.onNewBuild(id);
      }
    } catch {
      // Offline or a failed request: the next check asks again.
    } finally {
      checking = false;
    }
  };
  const onTick = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && now() - lastCheck >= MIN_CHECK_GAP_MS) void check();
  };
  const timer = setInterval(onTick, options.intervalMs);
  doc.addEventListener('visibilitychange', onVisibility);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
  return stop;
}

function idOf(manifest: unknown): string | null {
  const id = (manifest as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
