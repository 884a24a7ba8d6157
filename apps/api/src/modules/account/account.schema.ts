import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/*
 * Owned by the Account module, like every table in this file; no other module reads or writes
 * them. `customer_id` is the Identity module's customers.id; there is no foreign key because a
 * module's schema never reaches into another's tables. Every query here is scoped by it.
 */

/** A customer's delivery addresses (SPEC §3 Address); US only, at most one default per customer. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    provinceCode: text('province_code').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('United States'),
    countryCode: text('country_code').notNull().default('US'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_addresses_one_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    check('customer_addresses_zip_check', sql`${t.zip} ~ '^[0-9]{5}$'`),
    check('customer_addresses_country_check', sql`${t.countryCode} = 'US'`),
  ],
);

/**
 * The customer metafields of SPEC §3 that are this module's: only profeeding.persisted_cart_id. A
 * staff member's ship-to, sold-to, clinic ZIP and preferred address are columns of the Identity
 * module's customers row, shown as metafields (account-ids CUSTOMER_FIELD_METAFIELDS): the check
 * below keeps a second copy of them from ever being stored here.
 */
export const customerMetafields = pgTable(
  'customer_metafields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    type: text('type').notNull().default('single_line_text_field'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_metafields_customer_key_idx').on(t.customerId, t.namespace, t.key),
    check('customer_metafields_type_check', sql`${t.type} = 'single_line_text_field'`),
    check('customer_metafields_value_check', sql`length(${t.value}) between 1 and 255`),
    check(
      'customer_metafields_key_check',
      sql`${t.namespace} = 'profeeding' and ${t.key} = 'persisted_cart_id'`,
    ),
  ],
);

/** The shopper's pets, for the dashboard's product suggestions. */
export const customerPets = pgTable(
  'customer_pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    species: text('species').notNull(),
    lifeStage: text('life_stage').notNull(),
    weightValue: numeric('weight_value', { precision: 6, scale: 2, mode: 'number' }),
    weightUnit: text('weight_unit'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_pets_customer_idx').on(t.customerId, t.createdAt),
    check('customer_pets_species_check', sql`${t.species} in ('dog', 'cat')`),
    check(
      'customer_pets_life_stage_check',
      sql`${t.lifeStage} in ('adult', 'senior') or (${t.species} = 'dog' and ${t.lifeStage} = 'puppy') or (${t.species} = 'cat' and ${t.lifeStage} = 'kitten')`,
    ),
    check(
      'customer_pets_weight_check',
      sql`(${t.weightValue} is null and ${t.weightUnit} is null) or (${t.weightValue} > 0 and ${t.weightUnit} in ('lbs', 'kg'))`,
    ),
  ],
);

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type NewCustomerAddressRow = typeof customerAddresses.$inferInsert;
export type CustomerMetafieldRow = typeof customerMetafields.$inferSelect;
export type CustomerPetRow = typeof customerPets.$inferSelect;
export type NewCustomerPetRow = typeof customerPets.$inferInsert;
