import { Module } from '@nestjs/common';
import { CatalogModule } from '../modules/catalog';
import { ContentModule } from '../modules/content';
import { FirstViewAnswers } from './first-view/first-view-answers';
import { FirstViewBuilder } from './first-view/first-view';
import { PageVerdicts } from './page-verdicts';
import { SearchEngineFiles } from './search-engines/search-engine-files';
import { StorefrontAssets } from './storefront-assets';
import { StorefrontShell } from './storefront-shell';

/**
 * The built storefront: its files, and each page path's shell with its redirect (the editor's, or the
 * staff site's sign-in) or status; and what search engines read (/robots.txt, /sitemap.xml).
 */
@Module({
  imports: [CatalogModule, ContentModule],
  providers: [
    StorefrontAssets,
    PageVerdicts,
    StorefrontShell,
    SearchEngineFiles,
    FirstViewAnswers,
    FirstViewBuilder,
  ],
})
export class StorefrontModule {}
