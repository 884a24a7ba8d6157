import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** What a staff member may join: a veterinary clinic or an animal shelter. */
export const CLINIC_KINDS = ['clinic', 'shelter'] as const;
export type ClinicKind = (typeof CLINIC_KINDS)[number];

/**
 * Owned by the Clinics module; no other module reads or writes it. One row per clinic or shelter a
 * staff member can join (SPEC §7 'Identity and clinic'): its address, the account group and the
 * sold-to / ship-to numbers a member takes over on joining.
 */
export const clinics = pgTable(
  'clinics',
  {
    /** The `clinicID` of fetch-address. */
    id: text('id').primaryKey(),
    /** The `groupID` of join-clinic: the clinic's customer group at the identity provider. */
    groupId: text('group_id').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').$type<ClinicKind>().notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    /** USPS state code. */
    provinceCode: text('province_code').notNull(),
    zip: text('zip').notNull(),
    countryCode: text('country_code').notNull().default('US'),
    phone: text('phone').notNull().default(''),
    /** Members of this clinic may only have orders delivered to their home (SPEC §6). */
    homeDeliveryOnly: boolean('home_delivery_only').notNull().default(false),
    /** SAP_CustomerAccountGroup a member takes on joining; decides isEligibleForPd. */
    sapAccountGroup: text('sap_account_group').notNull(),
    /** SF_StoreSoldTo a member takes on joining. */
    soldTo: integer('sold_to').notNull(),
    /** SF_PreferedShipTo a member takes on joining. */
    shipTo: integer('ship_to').notNull(),
  },
  (t) => [
    // ZIP searches are prefix matches (LIKE '800%'), which a plain btree cannot serve outside the C collation.
    index('clinics_zip_idx').using('btree', t.zip.op('text_pattern_ops')),
    check('clinics_kind_check', sql`${t.kind} in ('clinic', 'shelter')`),
    check('clinics_zip_check', sql`${t.zip} ~ '^[0-9]{5}$'`),
    check('clinics_province_code_check', sql`${t.provinceCode} ~ '^[A-Z]{2}$'`),
    check('clinics_sold_to_check', sql`${t.soldTo} > 0`),
    check('clinics_ship_to_check', sql`${t.shipTo} > 0`),
  ],
);

export type ClinicRow = typeof clinics.$inferSelect;
export type NewClinicRow = typeof clinics.$inferInsert;
