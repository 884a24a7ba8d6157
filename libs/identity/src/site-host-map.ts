import { type SiteId, SITE_IDS, isSiteId } from './site-ids';

/** Lower-cased host name (no port; IPv6 in brackets) → site. */
export type SiteHostMap = ReadonlyMap<string, SiteId>;

/**
 * Reduce a Host header or configured host to the key used in a SiteHostMap: trimmed, lower-cased,
 * port and trailing dot removed, IPv6 kept in brackets (`[::1]:3000` → `[::1]`).
 */
export function normalizeHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colons = host.split(':').length - 1;
  if (colons > 1) return `[${host}]`;
  const name = colons === 1 ? host.slice(0, host.indexOf(':')) : host;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Parse the host→site configuration (e.g. `localhost=DTC,staff.localhost=HPSF`) once at start-up,
 * failing loudly on a typo rather than serving the wrong shop. Site ids are matched case-insensitively;
 * empty entries (a trailing comma) are ignored; a host mapped twice to different sites is an error.
 */
export function parseSiteHostMap(config: string): Map<string, SiteId> {
  const map = new Map<string, SiteId>();
  for (const entry of config.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const parts = entry.split('=');
    const host = normalizeHost(parts[0] ?? '');
    const site = (parts[1] ?? '').trim().toUpperCase();
    if (parts.length !== 2 || host === '' || site === '') {
      throw new Error(`Invalid site host entry "${entry}": expected host=SITE, e.g. localhost=DTC`);
    }
    if (!isSiteId(site)) {
      throw new Error(
        `Unknown site id in site host entry "${entry}": expected one of ${SITE_IDS.join(', ')}`,
      );
    }
    const previous = map.get(host);
    if (previous !== undefined && previous !== site) {
      throw new Error(`Host "${host}" is mapped to both ${previous} and ${site} in the site host map`);
    }
    map.set(host, site);
  }
  return map;
}

/**
 * Resolve the site of a request from its Host header; unknown or missing hosts get `fallback`, so a
 * direct IP hit or health check still lands on a working shop. With a proxy's comma-separated
 * forwarded host list, the first (client-facing) host is used.
 */
export function siteForHost(hostHeader: string | undefined, map: SiteHostMap, fallback: SiteId): SiteId {
  if (hostHeader === undefined) return fallback;
  const first = hostHeader.split(',')[0] ?? '';
  return map.get(normalizeHost(first)) ?? fallback;
}
