import type { SiteId } from '@shop/identity';
import type { SiteScope } from './site-scope';

export interface StoredGlobal {
  key: string;
  site: SiteScope;
  value: unknown;
}

/** The settings a site sees: every 'both' value, overridden key by key by that site's own rows. */
export function resolveGlobals(rows: readonly StoredGlobal[], site: SiteId): Record<string, unknown> {
  const shared = rows.filter((row) => row.site === 'both');
  const own = rows.filter((row) => row.site === site);
  return Object.fromEntries([...shared, ...own].map((row) => [row.key, row.value]));
}

/** Only the requested keys (all when none are asked for); unknown keys are simply absent. */
export function pickGlobals(
  globals: Record<string, unknown>,
  fields?: readonly string[],
): Record<string, unknown> {
  if (!fields || fields.length === 0) return globals;
  return Object.fromEntries(
    fields.filter((field) => Object.hasOwn(globals, field)).map((field) => [field, globals[field]]),
  );
}
