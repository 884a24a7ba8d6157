import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../../platform/database/database.types';
import { identitySecrets } from '../identity.schema';

/** The Drizzle queries of the identity_secrets table. */
@Injectable()
export class IdentitySecretsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The secret stored under a name, storing `candidate` first when there is none. Insert-or-keep
   * then read, so processes starting together on one database all end with the first one's value.
   */
  async getOrCreate(name: string, candidate: string): Promise<string> {
    await this.db.insert(identitySecrets).values({ name, value: candidate }).onConflictDoNothing();
    const [row] = await this.db
      .select({ value: identitySecrets.value })
      .from(identitySecrets)
      .where(eq(identitySecrets.name, name));
    return row.value;
  }
}
