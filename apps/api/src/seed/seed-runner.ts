import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { CatalogService } from '../modules/catalog';
import { ClinicsService } from '../modules/clinics';
import { ContentService } from '../modules/content';
import { GivingStoresService } from '../modules/giving';
import { ReviewsService } from '../modules/reviews';
import { StockService } from '../modules/stock';
import type { Env } from '../platform/config/env.schema';
import { buildCatalogImport, featuredHandles, skusOf } from './catalog/build-catalog-import';
import { buildClinicImport } from './clinics/build-clinic-import';
import { buildContentImport } from './content/build-content-import';
import { buildGivingSeed } from './giving/giving.seed-data';
import { buildReviewImport, type ReviewedProduct } from './reviews/build-review-import';
import { buildStockImport } from './stock/build-stock-import';

/** How many products of each species the seeded home and content carousels show. */
const CAROUSEL_HANDLES_PER_SPECIES = 8;

/** Rows each module wrote in one run; all zero when everything was already there. */
export interface SeedResult {
  catalog: number;
  stock: number;
  content: number;
  clinics: number;
  giving: number;
  reviews: number;
}

/** Products looked up per call when the review seed asks the catalogue for their ids. */
const HANDLES_PER_LOOKUP = 50;

/**
 * Puts the starter data in place at start-up (SEED=true), in one explicit order: catalogue, then
 * stock for its SKUs, then content naming its handles and SKUs, then the clinics staff join, then the
 * giving provider's stores and charities, then reviews of the catalogue's products (later modules
 * follow). Each module
 * writes its own tables through its service and only adds what is missing, so a restart never
 * overwrites what an operator, an editor or an order changed, and a row someone deleted comes back.
 */
@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly config: ConfigService<Env, true>,
    private readonly catalog: CatalogService,
    private readonly stock: StockService,
    private readonly content: ContentService,
    private readonly clinics: ClinicsService,
    private readonly giving: GivingStoresService,
    private readonly reviews: ReviewsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.get('SEED', { infer: true })) return;
    const written = await this.run();
    const total =
      written.catalog + written.stock + written.content + written.clinics + written.giving + written.reviews;
    if (total > 0)
      this.logger.log(
        `Seeded ${total} rows (catalog ${written.catalog}, stock ${written.stock}, content ${written.content}, clinics ${written.clinics}, giving ${written.giving}, reviews ${written.reviews})`,
      );
  }

  async run(): Promise<SeedResult> {
    const catalog = buildCatalogImport();
    const skus = skusOf(catalog);
    const handles = {
      dog: featuredHandles(catalog, { species: 'dog', limit: CAROUSEL_HANDLES_PER_SPECIES }),
      cat: featuredHandles(catalog, { species: 'cat', limit: CAROUSEL_HANDLES_PER_SPECIES }),
    };
    return {
      catalog: await this.catalog.addMissing(catalog),
      stock: await this.stock.addMissing(buildStockImport(skus)),
      content: await this.content.addMissing(buildContentImport(handles, skus)),
      clinics: await this.clinics.addMissing(buildClinicImport()),
      giving: await this.giving.addMissing(buildGivingSeed()),
      reviews: await this.reviews.addMissing(
        buildReviewImport(await this.reviewedProducts(catalog.products.map((p) => p.product.handle))),
      ),
    };
  }

  /** The seeded products as the catalogue stores them (their ids are the database's). */
  private async reviewedProducts(handles: readonly string[]): Promise<ReviewedProduct[]> {
    const found: ReviewedProduct[] = [];
    for (let start = 0; start < handles.length; start += HANDLES_PER_LOOKUP) {
      const { products } = await this.catalog.getProductsByHandles(
        handles.slice(start, start + HANDLES_PER_LOOKUP),
      );
      found.push(...products.map(({ id, handle, species }) => ({ id, handle, species })));
    }
    return found;
  }
}
