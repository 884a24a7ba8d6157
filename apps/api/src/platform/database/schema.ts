/**
 * Every module's tables, gathered only for drizzle-kit to diff against the migrations.
 * Application code imports a module's own schema file, never this one.
 */
export * from '../../modules/catalog/catalog.schema';
