import type { SiteId } from '@shop/identity';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CallerKind } from '../../platform/auth';

/** The platform's guard decides by the kind, so the platform names the kinds. */
export type CustomerKind = CallerKind;
export type PreferredAddress = 'home' | 'clinic';

const SITE_CHECK = (column: AnyPgColumn) => sql`${column} in ('DTC', 'HPSF')`;
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Owned by the Identity module, like every table in this file; no other module reads or writes
 * them. A customer belongs to one site: consumers sign up on the consumer site with a password,
 * staff arrive on the staff site through single sign-on (no password; `oidc_subject` links them).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').$type<SiteId>().notNull(),
    kind: text('kind').$type<CustomerKind>().notNull(),
    /** Lower-cased (libs/identity normalizeEmail) before it is stored or looked up. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    /** Argon2id, PHC string; null for staff, who sign in through the identity provider. */
    passwordHash: text('password_hash'),
    /** The identity provider's `sub` for staff. */
    oidcSubject: text('oidc_subject').unique(),
    roleCode: text('role_code'),
    graduationYear: integer('graduation_year'),
    currentSchoolName: text('current_school_name'),
    sapAccountGroup: text('sap_account_group'),
    /**
     * Staff: SF_PreferedShipTo and SF_StoreSoldTo (the billed account), taken from the clinic joined
     * (SPEC §3 custom.ship_to, custom.sold_to). These columns are the only copy: the Account module
     * shows them, with clinic_zip and preferred_address, as the customer's metafields.
     */
    shipTo: text('ship_to'),
    soldTo: text('sold_to'),
    /** Staff: the ZIP of the clinic joined (SPEC §3 clinic_zip). */
    clinicZip: text('clinic_zip'),
    /**
     * Staff: where orders go, 'home' or 'clinic' (SPEC §3 profeeding.preferred_address); null until
     * the member chooses, which reads as their clinic's default (libs/identity defaultPreferredAddress).
     */
    preferredAddress: text('preferred_address').$type<PreferredAddress>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_site_kind_email_idx').on(t.site, t.kind, t.email),
    check('customers_site_check', SITE_CHECK(t.site)),
    check('customers_kind_check', sql`${t.kind} in ('consumer', 'staff')`),
    check('customers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('customers_preferred_address_check', sql`${t.preferredAddress} in ('home', 'clinic')`),
  ],
);

/**
 * A signed-in browser or client. Only the SHA-256 of the token is kept, so a copy of this table
 * signs nobody in. A session is valid on its own site only.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    site: text('site').$type<SiteId>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    idleExpiresAt: timestamptz('idle_expires_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** The identity provider's ID token for staff: RP-initiated logout and the clinic calls' `jwt`. */
    idToken: text('id_token'),
    /**
     * The identity provider's access token for staff, a bearer credential kept like the ID token:
     * only to end the provider's profile-hub session at logout (SPEC §7). Never read with the
     * session on a request, and cleared when the session is revoked.
     */
    accessToken: text('access_token'),
  },
  (t) => [
    index('customer_sessions_customer_idx').on(t.customerId),
    check('customer_sessions_site_check', SITE_CHECK(t.site)),
  ],
);

/** A single-use, one-hour password reset, sent by mail; only the token's SHA-256 is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/**
 * Secrets every API process on this database must share (the og_auth signing key), made at the
 * first start. One row per name; the first process to insert wins and the others read its row.
 */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerSessionRow = typeof customerSessions.$inferSelect;
/** A session as requests see it: without the provider's access token, which only logout reads. */
export type SessionRow = Omit<CustomerSessionRow, 'accessToken'>;
