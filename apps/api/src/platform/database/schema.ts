/**
 * Every module's tables, gathered only for drizzle-kit to diff against the migrations.
 * Application code imports a module's own schema file, never this one.
 */
export * from '../../modules/catalog/catalog.schema';
export * from '../../modules/stock/stock.schema';
export * from '../../modules/content/content.schema';
