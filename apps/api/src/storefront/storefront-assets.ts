import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../platform/config/env.schema';
import type { FirstView } from './first-view/first-view';
import type { ViteManifest } from './first-view/route-chunks';

/**
 * Vite puts content-hashed files under assets/; they can be cached for a year. The folder also
 * keeps superseded builds' files for a week (apps/storefront/build/app-builds.ts), so a tab still
 * running an earlier build loads its chunks after a deploy (skew protection).
 */
export const HASHED_ASSET_PREFIX = '/assets/';
/**
 * The build's records: builds/latest.json (the latest-build manifest open tabs poll, SPEC §7) and
 * builds/meta/{buildId}.json. Not hashed: revalidated on every use.
 */
export const BUILDS_PREFIX = '/builds/';

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const APP_SCRIPT_TAG = /<(script\s+type="module"|link\s+rel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/**
 * The app's scripts and their preloads fetched at low priority. The page paints from the HTML
 * first (its first view, its inline styles) and the scripts only take over from it, so they
 * should not take the connection from the page's main image, nor hold up the first paint.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(APP_SCRIPT_TAG, '<$1 fetchpriority="low"');
}

/**
 * A stylesheet of the build written inline, followed by a disabled `<link>` to its file. The
 * disabled link is never fetched nor applied; it is there because the bundler's preload helper,
 * when a lazy chunk that names the stylesheet loads, looks for a `<link rel="stylesheet">` with
 * that href and would otherwise fetch and apply the same rules a second time.
 */
export function inlineStylesheetMarkup(href: string, css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/**
 * The shell with its stylesheets written inline: the shell's CSS is the frame every page paints
 * first (layout, header, tokens), a few KB compressed, and a separate file would be one more
 * render-blocking round trip before the first paint. A stylesheet that cannot be read stays a link.
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    return css === null ? link : inlineStylesheetMarkup(href, css);
  });
}

/**
 * The built storefront on disk. When it has not been built (API tests, API-only deployments)
 * the API still runs and non-API paths answer 404 in the shared error shape.
 */
@Injectable()
export class StorefrontAssets {
  readonly root: string;
  /** Vite's build manifest (which chunks a route needs); null for a build without one. */
  readonly manifest: ViteManifest | null;
  private readonly indexHtml: Buffer | null;
  /** The shell around its insertion points: the start and the end of <head>, the inside of the root element. */
  private readonly template: ShellTemplate | null;
  private readonly inlineStyles = new Map<string, string | null>();

  constructor(config: ConfigService<Env, true>) {
    this.root = resolve(config.get('STOREFRONT_DIR', { infer: true }));
    const indexPath = join(this.root, 'index.html');
    this.indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;
    this.manifest = this.readManifest();
    this.template = this.indexHtml
      ? splitShell(
          lowerScriptPriority(
            inlineStylesheets(this.indexHtml.toString('utf8'), (href) => this.readAsset(href)),
          ),
        )
      : null;
    if (!this.indexHtml) {
      new Logger('Storefront').warn(`No storefront build at ${this.root}; serving the API only`);
    }
  }

  /**
   * A route's stylesheet (`/assets/x.css`) as inline markup for a page's shell, or null when the
   * build has no such file. Built files never change while the process runs, so each is read once.
   */
  readonly inlineStylesheet = (href: string): string | null => {
    if (!href.startsWith(HASHED_ASSET_PREFIX) || !href.endsWith('.css')) return null;
    let markup = this.inlineStyles.get(href);
    if (markup === undefined) {
      const css = this.readAsset(href);
      markup = css === null ? null : inlineStylesheetMarkup(href, css);
      this.inlineStyles.set(href, markup);
    }
    return markup;
  };

  get available(): boolean {
    return this.indexHtml !== null;
  }

  /**
   * The app shell with the status the page deserves (404 for a path that shows nothing, so search
   * engines and monitors see it, while the storefront still renders its not-found page), and with
   * the page's first view when there is one. It names the current hashed bundles and carries the
   * page's data, so it is always revalidated.
   */
  sendShell(reply: FastifyReply, status: 200 | 404, firstView?: FirstView): FastifyReply {
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(this.shellHtml(firstView));
  }

  private shellHtml(firstView?: FirstView): Buffer | string | null {
    if (!this.template) return this.indexHtml;
    const { beforeHeadStart, beforeHead, beforeRoot, rest } = this.template;
    return (
      `${beforeHeadStart}${firstView?.headStart ?? ''}${beforeHead}${firstView?.head ?? ''}` +
      `${beforeRoot}${firstView?.root ?? ''}${rest}`
    );
  }

  private readAsset(href: string): string | null {
    const file = join(this.root, href);
    return file.startsWith(this.root) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  private readManifest(): ViteManifest | null {
    const file = join(this.root, '.vite', 'manifest.json');
    if (!existsSync(file)) return null;
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
    } catch {
      return null;
    }
  }
}

interface ShellTemplate {
  beforeHeadStart: string;
  beforeHead: string;
  beforeRoot: string;
  rest: string;
}

const HEAD_START = /<head[^>]*>\s*(?:<meta\s+charset[^>]*>)?/i;

/**
 * Cuts the shell just after its <head> tag and charset declaration (which must come first), at the
 * end of its <head> (or, without one, just before the root element) and inside its root element.
 * A shell without a root element gets nothing inserted.
 */
function splitShell(html: string): ShellTemplate | null {
  const rootAt = html.indexOf(ROOT_ELEMENT);
  if (rootAt === -1) return null;
  const insideRoot = rootAt + ROOT_ELEMENT.length - '</div>'.length;
  const headEnd = html.indexOf('</head>');
  const headAt = headEnd !== -1 && headEnd < rootAt ? headEnd : rootAt;
  const start = HEAD_START.exec(html);
  const headStartAt = start && start.index < headAt ? start.index + start[0].length : headAt;
  return {
    beforeHeadStart: html.slice(0, headStartAt),
    beforeHead: html.slice(headStartAt, headAt),
    beforeRoot: html.slice(headAt, insideRoot),
    rest: html.slice(insideRoot),
  };
}
