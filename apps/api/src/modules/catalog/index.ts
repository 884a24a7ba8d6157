/**
 * The Catalog module's front door: products, variants and selling plans as other modules price and
 * show them (CatalogService, CartVariant), the money and image shapes their answers reuse, and the
 * import format the seed loads; HANDLE_PATTERN, what a product handle looks like in any module's request.
 */
export type { CartVariant, CatalogSellingPlan } from './cart-variant';
export { importRowsOf, type CatalogImport, type ProductImport } from './catalog-import';
export { CatalogModule } from './catalog.module';
export { CatalogService } from './catalog.service';
export { HANDLE_PATTERN } from './dto/handles.dto';
export { ImageUrlDto } from './dto/image.dto';
export { MoneyDto } from './dto/money.dto';
export { SellingPlanDto } from './dto/selling-plan.dto';
export { SelectedOptionDto } from './dto/variant.dto';
