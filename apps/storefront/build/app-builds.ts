import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/*
 * The storefront's builds as the browser sees them (SPEC §4 'App version', §7): every build has an
 * id, written into its shell and published as the latest-build manifest, so an open tab can tell
 * that a newer build is out; and previous builds' hashed assets stay in assets/ for a while after
 * they are superseded (skew protection), so a tab still running one keeps loading its chunks.
 */

/** The latest-build manifest, polled by open tabs (lib/app-version). */
export const LATEST_BUILD_FILE = 'builds/latest.json';
/** One build's record: builds/meta/{id}.json. */
export const BUILD_META_DIR = 'builds/meta';
/** The shell's element naming its build; the storefront reads it (lib/app-version). */
export const BUILD_META_TAG = 'app-build';
const BUILD_ID_PLACEHOLDER = '__APP_BUILD_ID__';

/** How long a superseded build's assets are still served: a tab opened on it a week ago still works. */
export const RETAIN_SUPERSEDED_MS = 7 * 24 * 3600 * 1000;
/** At most this many superseded builds are kept, however recent (a day of many builds stays bounded). */
export const MAX_SUPERSEDED_BUILDS = 10;

/** SPEC §9's manifest check interval when STOREFRONT_BUILD_CHECK_SECONDS does not set it. */
export const DEFAULT_CHECK_INTERVAL_SECONDS = 300;

/**
 * How often open tabs look for a newer build: STOREFRONT_BUILD_CHECK_SECONDS, a whole number of
 * seconds from 10 to 86400, else DEFAULT_CHECK_INTERVAL_SECONDS. A bad value stops the build.
 */
export function buildCheckIntervalSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CHECK_INTERVAL_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 86_400)
    throw new Error(
      `STOREFRONT_BUILD_CHECK_SECONDS must be a whole number of seconds from 10 to 86400, not '${value}'`,
    );
  return seconds;
}

/** The latest-build manifest's content. */
export interface LatestBuild {
  id: string;
  /** When it was built (ms since the epoch). */
  timestamp: number;
}

/** builds/meta/{id}.json: the build, and the files under assets/ it is made of. */
export interface BuildMeta extends LatestBuild {
  assets: string[];
}

/**
 * A build's id: from the names of the files it emitted, which carry their content's hash, so
 * building the same sources again gives the same id and no open tab is told of a 'new' build.
 */
export function buildIdOf(fileNames: Iterable<string>): string {
  const names = [...fileNames].filter((name) => !isDerived(name)).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/** The shell, the bundler's manifest and source maps follow from the rest; they do not make a build. */
function isDerived(fileName: string): boolean {
  return fileName.endsWith('.html') || fileName.endsWith('.map') || fileName.startsWith('.vite/');
}

/**
 * The files under assets/ to keep: the current build's, and for superseded builds that are recent
 * enough (superseded less than RETAIN_SUPERSEDED_MS ago, at most MAX_SUPERSEDED_BUILDS of them) the
 * files a browser loads (not their source maps). A build is superseded when the next newer one
 * was built. Also answers which builds' records to drop.
 */
export function assetsToKeep(
  current: BuildMeta,
  others: readonly BuildMeta[],
  now: number,
): { keep: Set<string>; dropBuilds: string[] } {
  const keep = new Set(current.assets.map(assetName));
  const newestFirst = others
    .filter((build) => build.id !== current.id)
    .sort((a, b) => b.timestamp - a.timestamp);
  const dropBuilds: string[] = [];
  let supersededAt = current.timestamp;
  newestFirst.forEach((build, index) => {
    const kept = index < MAX_SUPERSEDED_BUILDS && now - supersededAt < RETAIN_SUPERSEDED_MS;
    if (kept)
      build.assets.filter((name) => !name.endsWith('.map')).forEach((name) => keep.add(assetName(name)));
    else dropBuilds.push(build.id);
    supersededAt = build.timestamp;
  });
  return { keep, dropBuilds };
}

/** 'assets/x.js' → 'x.js'. */
function assetName(fileName: string): string {
  return fileName.replace(/^assets\//, '');
}

/**
 * The Vite plugin: puts the build id into the shell (`<meta name="app-build">`, with the poll
 * interval), writes builds/latest.json and builds/meta/{id}.json, and instead of emptying the output
 * folder (the config sets emptyOutDir: false) removes everything but assets/ and builds/ before
 * writing, then prunes assets/ to assetsToKeep.
 */
export function appBuilds(options: { checkIntervalSeconds: number; now?: () => number }): Plugin {
  const now = options.now ?? Date.now;
  let config: ResolvedConfig;
  let current: BuildMeta | undefined;
  return {
    name: 'shop:app-builds',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: {
            name: BUILD_META_TAG,
            content: BUILD_ID_PLACEHOLDER,
            'data-check-seconds': String(options.checkIntervalSeconds),
          },
          injectTo: 'head',
        },
      ];
    },
    renderStart: {
      order: 'pre',
      handler() {
        const outDir = config.build.outDir;
        if (!existsSync(outDir)) return;
        for (const entry of readdirSync(outDir)) {
          if (entry !== 'assets' && entry !== 'builds')
            rmSync(join(outDir, entry), { recursive: true, force: true });
        }
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const fileNames = Object.keys(bundle);
        const id = buildIdOf(fileNames);
        current = {
          id,
          timestamp: now(),
          assets: fileNames.filter((name) => name.startsWith('assets/')).sort(),
        };
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string')
            file.source = file.source.replaceAll(BUILD_ID_PLACEHOLDER, id);
        }
      },
    },
    writeBundle() {
      if (!current) return;
      const outDir = config.build.outDir;
      const metaDir = join(outDir, BUILD_META_DIR);
      mkdirSync(metaDir, { recursive: true });
      const others = readBuildMetas(metaDir);
      writeFileSync(join(metaDir, `${current.id}.json`), JSON.stringify(current));
      const latest: LatestBuild = { id: current.id, timestamp: current.timestamp };
      writeFileSync(join(outDir, LATEST_BUILD_FILE), JSON.stringify(latest));
      const { keep, dropBuilds } = assetsToKeep(current, others, now());
      const assetsDir = join(outDir, 'assets');
      for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
        if (!keep.has(name)) rmSync(join(assetsDir, name), { recursive: true, force: true });
      }
      for (const id of dropBuilds) rmSync(join(metaDir, `${id}.json`), { force: true });
    },
  };
}

/** The build records in builds/meta; unreadable ones are left out (and so pruned with their assets). */
function readBuildMetas(metaDir: string): BuildMeta[] {
  return readdirSync(metaDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        const meta = JSON.parse(readFileSync(join(metaDir, name), 'utf8')) as BuildMeta;
        const valid =
          typeof meta.id === 'string' && typeof meta.timestamp === 'number' && Array.isArray(meta.assets);
        if (!valid) rmSync(join(metaDir, name), { force: true });
        return valid ? [meta] : [];
      } catch {
        rmSync(join(metaDir, name), { force: true });
        return [];
      }
    });
}
