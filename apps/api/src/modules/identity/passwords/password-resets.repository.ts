import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { DATABASE, type Database } from '../../../platform/database/database.types';
import { passwordResetTokens } from '../identity.schema';

/** The Drizzle queries of the password_reset_tokens table. */
@Injectable()
export class PasswordResetsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(row: {
    tokenHash: string;
    customerId: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(row);
  }

  /**
   * Marks a live token used and returns its customer; undefined when it is unknown, used or
   * expired. One conditional update, so two requests with one token cannot both win.
   */
  async consume(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: passwordResetTokens.customerId });
    return row?.customerId;
  }

  /** Ends every other outstanding token of a customer once one has been used. */
  async useAllOf(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
  }
}
