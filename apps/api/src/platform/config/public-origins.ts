import { isSiteId, SITE_IDS, type SiteId } from '@shop/identity';

/** PUBLIC_ORIGINS' default: the two sites as `npm start` serves them; {PORT} is the PORT setting. */
export const DEFAULT_PUBLIC_ORIGINS = 'DTC=http://localhost:{PORT},HPSF=http://staff.localhost:{PORT}';

export type PublicOrigins = Readonly<Record<SiteId, string>>;

/**
 * Each site's public origin ('https://shop.example'), from 'DTC=...,HPSF=...'. Links in mail are
 * built from it, never from the request's Host header: a forged Host would otherwise put the
 * attacker's site in a password-reset link sent to a real customer (reset poisoning). Throws a
 * message naming the problem; every site must be given.
 */
export function parsePublicOrigins(text: string, port: number): PublicOrigins {
  const origins: Partial<Record<SiteId, string>> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const equals = entry.indexOf('=');
    const site = entry.slice(0, equals);
    const value = entry.slice(equals + 1).replace('{PORT}', String(port));
    if (equals < 0 || !isSiteId(site))
      throw new Error(`'${entry}' is not SITE=origin (sites: ${SITE_IDS.join(', ')})`);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`'${value}' for ${site} is not a URL`);
    }
    if (
      !/^https?:$/.test(url.protocol) ||
      url.pathname !== '/' ||
      url.search !== '' ||
      url.hash !== '' ||
      url.username !== '' ||
      url.password !== '' ||
      /[?#]/.test(value)
    )
      throw new Error(`'${value}' for ${site} must be an origin: http(s)://host[:port], no path`);
    origins[site] = url.origin;
  }
  const missing = SITE_IDS.filter((site) => !origins[site]);
  if (missing.length) throw new Error(`no origin for ${missing.join(', ')}`);
  return origins as PublicOrigins;
}
