/**
 * The Content module's front door: pages, globals and redirects (ContentService) for the storefront
 * shell and order mails, and the import format the seed loads.
 */
export type { ContentComponent, Feature, ProductCarouselComponent } from './content-components';
export type { ContentImport, StoredLink, StoredLinkGroup, StoredNavLink } from './content-import';
export { ContentModule } from './content.module';
export { ContentService } from './content.service';
