import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { givingClickEvents, type NewGivingClickEventRow } from './giving.schema';

/** Writes clickstream events, a batch per statement. */
@Injectable()
export class GivingClickEventsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insertBatch(rows: readonly NewGivingClickEventRow[]): Promise<void> {
    if (rows.length) await this.db.insert(givingClickEvents).values([...rows]);
  }
}
