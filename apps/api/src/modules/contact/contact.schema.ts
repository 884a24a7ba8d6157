import type { ContactTopic, SiteId } from '@shop/identity';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Owned by the Contact module: every message sent through the contact form (SPEC §7
 * send-contact-us), on either site, including those the spam trap caught (flagged, never mailed),
 * so support can look one up by the reference the sender was shown. The sender's network address
 * is not stored: see docs/decisions.md 'The contact form'.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the sender was shown and the mails quote ('C-7K3M9QXA'). */
    reference: text('reference').notNull().unique(),
    site: text('site').$type<SiteId>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** One of libs/identity's CONTACT_TOPICS, checked by the API rather than a constraint, so a new topic needs no migration. */
    topic: text('topic').$type<ContactTopic>().notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    /** The hidden website field was filled in: answered like any message, never mailed. */
    spam: boolean('spam').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_site_check', sql`${t.site} in ('DTC', 'HPSF')`),
    index('contact_messages_created_at_idx').on(t.createdAt),
  ],
);
