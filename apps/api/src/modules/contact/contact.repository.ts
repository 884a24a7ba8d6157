import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { contactMessages } from './contact.schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** The Drizzle queries of the Contact module's table. */
@Injectable()
export class ContactRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Stores one message; false when its reference is taken already (nothing stored). */
  async insert(message: NewContactMessage): Promise<boolean> {
    const stored = await this.db
      .insert(contactMessages)
      .values(message)
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning({ id: contactMessages.id });
    return stored.length === 1;
  }
}
