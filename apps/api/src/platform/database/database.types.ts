import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle handle every module uses. PGlite and node-postgres share this interface, so a
 * module never knows which engine it runs on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, Record<string, any>>;

export const DATABASE = Symbol('DATABASE');
