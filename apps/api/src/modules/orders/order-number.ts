import type { SiteId } from '@shop/identity';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Order numbers are the site's prefix and one shared sequence ('SPN-100123' on Shop Pet Nutrition,
 * 'PSF-100124' on Pro Staff Feeding): short enough to read out on the phone, unique across sites,
 * and they say which shop an order came from. The first order is 100001.
 */
export const ORDER_NUMBER_PREFIXES: Readonly<Record<SiteId, string>> = { DTC: 'SPN', HPSF: 'PSF' };
export const FIRST_ORDER_NUMBER = 100_001;

/** The generated `number` column: the prefix of the row's site, a dash, its sequence value. */
export function orderNumberExpression(site: AnyPgColumn, sequenceValue: AnyPgColumn): SQL {
  return sql`(case ${site} when 'HPSF' then ${sql.raw(`'${ORDER_NUMBER_PREFIXES.HPSF}-'`)} else ${sql.raw(`'${ORDER_NUMBER_PREFIXES.DTC}-'`)} end || ${sequenceValue}::text)`;
}
