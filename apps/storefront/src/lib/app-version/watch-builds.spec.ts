import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, runningBuild } from './watch-builds';

function shellMeta(attributes: Record<string, string>) {
  const meta = document.createElement('meta');
  meta.name = 'app-build';
  for (const [name, value] of Object.entries(attributes)) meta.setAttribute(name, value);
  document.head.appendChild(meta);
}

describe("this page's build and the latest-build manifest (SPEC §7)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it("reads the shell's build id and poll interval", () => {
    shellMeta({ content: '3f2a9c1b0d4e5f60', 'data-check-seconds': '120' });
    expect(runningBuild()).toEqual({ id: '3f2a9c1b0d4e5f60', intervalMs: 120_000 });
  });

  it('uses the default interval for one out of range, and nothing without a build id (the dev server)', () => {
    shellMeta({ content: 'abc', 'data-check-seconds': '1' });
    expect(runningBuild()).toEqual({ id: 'abc', intervalMs: 300_000 });
    document.head.innerHTML = '';
    expect(runningBuild()).toBeNull();
    shellMeta({ content: '__APP_BUILD_ID__"><script>' });
    expect(runningBuild()).toBeNull();
  });

  it('asks for the manifest with a timestamp query, past every cache', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ id: 'b', timestamp: 2 }), { status: 200 }));
    expect(await fetchLatestBuild(1_700_000_000_123)).toEqual({ id: 'b', timestamp: 2 });
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith('/builds/latest.json?1700000000123', {
      cache: 'no-store',
    });
    fetchSpy.mockResolvedValue(new Response('not found', { status: 404 }));
    expect(await fetchLatestBuild()).toBeNull();
  });
});
