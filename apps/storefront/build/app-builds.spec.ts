import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appBuilds,
  assetsToKeep,
  buildCheckIntervalSeconds,
  buildIdOf,
  MAX_SUPERSEDED_BUILDS,
  RETAIN_SUPERSEDED_MS,
  type BuildMeta,
} from './app-builds';

const HOUR = 3600 * 1000;

describe('build ids', () => {
  it('follow the content-hashed file names, whatever their order, and not the shell, manifest or maps', () => {
    const id = buildIdOf(['assets/index-A1.js', 'assets/app-B2.css']);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(buildIdOf(['assets/app-B2.css', 'index.html', 'assets/index-A1.js', '.vite/manifest.json'])).toBe(
      id,
    );
    expect(buildIdOf(['assets/app-B2.css', 'assets/index-A1.js', 'assets/index-A1.js.map'])).toBe(id);
    expect(buildIdOf(['assets/index-A1.js', 'assets/app-C3.css'])).not.toBe(id);
  });
});

describe('the poll interval setting', () => {
  it('defaults to 300 s and takes whole seconds from 10 to 86400', () => {
    expect(buildCheckIntervalSeconds(undefined)).toBe(300);
    expect(buildCheckIntervalSeconds('')).toBe(300);
    expect(buildCheckIntervalSeconds('60')).toBe(60);
    for (const bad of ['9', '86401', '1.5', 'soon'])
      expect(() => buildCheckIntervalSeconds(bad)).toThrow(/STOREFRONT_BUILD_CHECK_SECONDS/);
  });
});

describe('which assets stay (skew protection)', () => {
  const build = (id: string, timestamp: number, assets: string[]): BuildMeta => ({ id, timestamp, assets });
  const now = 1_000 * HOUR;

  it("keeps the current build's files and, without their maps, those of builds superseded less than a week ago", () => {
    const current = build('c', now, ['assets/app-C.js', 'assets/app-C.js.map']);
    const previous = build('p', now - 30 * 24 * HOUR, [
      'assets/app-P.js',
      'assets/app-P.js.map',
      'assets/logo-S.svg',
    ]);
    const { keep, dropBuilds } = assetsToKeep(current, [previous], now);
    // Superseded now, however old it is.
    expect([...keep].sort()).toEqual(['app-C.js', 'app-C.js.map', 'app-P.js', 'logo-S.svg']);
    expect(dropBuilds).toEqual([]);
  });

  it('drops a build superseded a week ago or more, with what only it used', () => {
    const current = build('c', now, ['assets/app-C.js', 'assets/logo-S.svg']);
    const recent = build('r', now - RETAIN_SUPERSEDED_MS, ['assets/app-R.js']);
    const old = build('o', now - RETAIN_SUPERSEDED_MS - HOUR, ['assets/app-O.js', 'assets/logo-S.svg']);
    const { keep, dropBuilds } = assetsToKeep(current, [old, recent], now);
    // recent was superseded just now (by c); old was superseded by recent a week ago: gone.
    expect([...keep].sort()).toEqual(['app-C.js', 'app-R.js', 'logo-S.svg']);
    expect(dropBuilds).toEqual(['o']);
  });

  it(`keeps at most ${MAX_SUPERSEDED_BUILDS} superseded builds, the newest`, () => {
    const current = build('c', now, []);
    const others = Array.from({ length: MAX_SUPERSEDED_BUILDS + 2 }, (_, i) =>
      build(`b${i}`, now - (i + 1) * 60_000, [`assets/b${i}.js`]),
    );
    const { keep, dropBuilds } = assetsToKeep(current, others, now);
    expect(keep.size).toBe(MAX_SUPERSEDED_BUILDS);
    expect(dropBuilds).toEqual([`b${MAX_SUPERSEDED_BUILDS}`, `b${MAX_SUPERSEDED_BUILDS + 1}`]);
  });

  it('a rebuild of the current build is not a superseded build of its own', () => {
    const current = build('c', now, ['assets/app-C.js']);
    const { keep, dropBuilds } = assetsToKeep(current, [build('c', now - HOUR, ['assets/app-C.js'])], now);
    expect([...keep]).toEqual(['app-C.js']);
    expect(dropBuilds).toEqual([]);
  });
});

describe('the plugin writing two builds into one folder', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  type Hook = ((...args: never[]) => unknown) | { handler: (...args: never[]) => unknown } | undefined;
  const call = (plugin: Plugin, name: keyof Plugin, ...args: unknown[]) => {
    const hook = plugin[name] as Hook;
    const fn = typeof hook === 'function' ? hook : hook?.handler;
    return (fn as ((...a: unknown[]) => unknown) | undefined)?.apply({}, args);
  };

  /** One build as Vite would run it: clean, emit the files, write them, let the plugin finish. */
  function runBuild(outDir: string, files: Record<string, string>, at: number) {
    const plugin = appBuilds({ checkIntervalSeconds: 120, now: () => at });
    call(plugin, 'configResolved', { build: { outDir } });
    const [tag] = call(plugin, 'transformIndexHtml') as Array<{ attrs: Record<string, string> }>;
    call(plugin, 'renderStart');
    const bundle = Object.fromEntries(
      Object.entries({
        ...files,
        'index.html': `<html><head><meta name="app-build" content="${tag.attrs.content}" data-check-seconds="${tag.attrs['data-check-seconds']}"></head></html>`,
      }).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
    );
    call(plugin, 'generateBundle', {}, bundle);
    for (const [fileName, file] of Object.entries(bundle)) {
      mkdirSync(join(outDir, fileName, '..'), { recursive: true });
      writeFileSync(join(outDir, fileName), file.source);
    }
    call(plugin, 'writeBundle');
    return JSON.parse(readFileSync(join(outDir, 'builds', 'latest.json'), 'utf8')) as { id: string };
  }

  it('publishes each build, keeps the previous build’s assets beside the new ones, and removes the rest', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'app-builds-'));
    dirs.push(outDir);
    writeFileSync(join(outDir, 'stale.txt'), 'from before');
    const first = runBuild(outDir, { 'assets/app-A.js': 'a', 'assets/app-A.js.map': '{}' }, 1_000);
    expect(existsSync(join(outDir, 'stale.txt'))).toBe(false);
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(shell).toContain(`<meta name="app-build" content="${first.id}" data-check-seconds="120">`);

    const second = runBuild(outDir, { 'assets/app-B.js': 'b' }, 2_000);
    expect(second.id).not.toBe(first.id);
    expect(JSON.parse(readFileSync(join(outDir, 'builds', 'latest.json'), 'utf8'))).toEqual({
      id: second.id,
      timestamp: 2_000,
    });
    expect(JSON.parse(readFileSync(join(outDir, 'builds', 'meta', `${second.id}.json`), 'utf8'))).toEqual({
      id: second.id,
      timestamp: 2_000,
      assets: ['assets/app-B.js'],
    });
    expect(readdirSync(join(outDir, 'builds', 'meta')).sort()).toEqual(
      [`${first.id}.json`, `${second.id}.json`].sort(),
    );
    // The first build's chunk is still served; its source map is not kept.
    expect(readdirSync(join(outDir, 'assets')).sort()).toEqual(['app-A.js', 'app-B.js']);
  });

  it('forgets what a build it has no record of left behind', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'app-builds-'));
    dirs.push(outDir);
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'unknown-X.js'), 'x');
    mkdirSync(join(outDir, 'builds', 'meta'), { recursive: true });
    writeFileSync(join(outDir, 'builds', 'meta', 'broken.json'), '{not json');
    const build = runBuild(outDir, { 'assets/app-A.js': 'a' }, 1_000);
    expect(readdirSync(join(outDir, 'assets'))).toEqual(['app-A.js']);
    expect(readdirSync(join(outDir, 'builds', 'meta'))).toEqual([`${build.id}.json`]);
  });
});
