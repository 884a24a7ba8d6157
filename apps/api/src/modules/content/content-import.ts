import type {
  contentAnnouncements,
  contentBanners,
  contentDeals,
  contentFooters,
  contentGlobals,
  contentHeaders,
  contentPasswordProtect,
  contentRedirects,
  NewContentPageRow,
} from './content.schema';

export type { StoredLink, StoredLinkGroup, StoredNavLink } from './content.schema';

/**
 * Content to add where it is missing (ContentService.addMissing): starter content from
 * apps/api/src/seed, later an editor's import. Rows already present are never overwritten.
 */
export interface ContentImport {
  pages: NewContentPageRow[];
  globals: (typeof contentGlobals.$inferInsert)[];
  headers: (typeof contentHeaders.$inferInsert)[];
  footers: (typeof contentFooters.$inferInsert)[];
  announcements: (typeof contentAnnouncements.$inferInsert)[];
  banners: (typeof contentBanners.$inferInsert)[];
  redirects: (typeof contentRedirects.$inferInsert)[];
  passwordProtect: (typeof contentPasswordProtect.$inferInsert)[];
  deals: (typeof contentDeals.$inferInsert)[];
}
