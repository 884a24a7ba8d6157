import type { ContentImport } from '../../modules/content';
import { buildSeedPages, type SeedHandles } from './content-pages.seed-data';
import {
  buildSeedDeals,
  SEED_ANNOUNCEMENTS,
  SEED_BANNERS,
  SEED_FOOTERS,
  SEED_GLOBALS,
  SEED_HEADERS,
  SEED_PASSWORD_PROTECT,
  SEED_REDIRECTS,
} from './content-site.seed-data';

/** Starter pages, navigation, settings, banners, deals and redirects, naming real handles and SKUs. */
export function buildContentImport(handles: SeedHandles, skus: readonly string[]): ContentImport {
  return {
    pages: buildSeedPages(handles),
    globals: SEED_GLOBALS,
    headers: SEED_HEADERS,
    footers: SEED_FOOTERS,
    announcements: SEED_ANNOUNCEMENTS,
    banners: SEED_BANNERS,
    redirects: SEED_REDIRECTS,
    passwordProtect: SEED_PASSWORD_PROTECT,
    deals: buildSeedDeals(skus),
  };
}
