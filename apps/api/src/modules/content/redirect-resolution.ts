import { fixDuplicatedProductsPath } from '@shop/catalog';
import { isSafeRedirectPath } from '@shop/identity';
import { linkTargetKind } from './link-target';

export interface StoredRedirect {
  target: string;
  statusCode: 301 | 302;
}

export interface ResolvedRedirect extends StoredRedirect {
  /** The normalised path that matched. */
  path: string;
  external: boolean;
}

/**
 * The form redirects are stored and matched in: the path alone (no query or fragment), lower
 * case, without trailing slashes, so '/Dog-Food/?utm=x' finds the '/dog-food' redirect.
 */
export function normalizeRedirectPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0].toLowerCase().replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname;
}

/**
 * The server-side redirect for a path (SPEC §2): an editor's redirect first, then the doubled
 * '/products/products' fix as a permanent internal redirect, otherwise none. A stored target that
 * is neither a storefront path nor an http(s) URL is ignored rather than followed, and a fix that
 * would not be a path of this site (a protocol-relative '//host/...') is no redirect.
 */
export function resolveRedirect(
  path: string,
  redirects: ReadonlyMap<string, StoredRedirect>,
): ResolvedRedirect | null {
  const normalized = normalizeRedirectPath(path);
  const stored = redirects.get(normalized);
  if (stored) {
    const kind = linkTargetKind(stored.target);
    if (kind && stored.target !== normalized) {
      return {
        path: normalized,
        target: stored.target,
        statusCode: stored.statusCode,
        external: kind === 'external',
      };
    }
  }
  // '//evil.example/products/products' would become '//evil.example/products', another host to a
  // browser: only a path of this site is ever an internal target.
  const fixed = fixDuplicatedProductsPath(normalized);
  return fixed && isSafeRedirectPath(fixed)
    ? { path: normalized, target: fixed, statusCode: 301, external: false }
    : null;
}
