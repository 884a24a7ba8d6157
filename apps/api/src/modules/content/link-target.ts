import { isSafeRedirectPath } from '@shop/identity';

/** Whether a URL leaves the shop: an absolute http(s) URL. Storefront paths ('/faq') stay in. */
export function isExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Which kind of target a link or redirect has, or null for one that is neither a safe storefront
 * path nor an absolute http(s) URL (e.g. '//evil.example', 'javascript:...'), which is never served.
 */
export function linkTargetKind(url: string): 'internal' | 'external' | null {
  if (isSafeRedirectPath(url)) return 'internal';
  return isExternalUrl(url) ? 'external' : null;
}
