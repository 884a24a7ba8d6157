import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { insertMissing } from '../../platform/database/insert-missing';
import { containsPattern, startsWithPattern } from '../../platform/database/like-pattern';
import type { ClinicSearchType } from './clinic-search';
import { clinics, type ClinicRow, type NewClinicRow } from './clinics.schema';

/** The Drizzle queries of the Clinics module's table. */
@Injectable()
export class ClinicsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Clinics whose ZIP or city starts with the term, or whose name contains it; case-insensitive,
   * the term taken literally (wildcards escaped). Names that start with the term come first.
   */
  search(type: ClinicSearchType, term: string, limit: number): Promise<ClinicRow[]> {
    const [where, order] = this.criteria(type, term);
    return this.db
      .select()
      .from(clinics)
      .where(where)
      .orderBy(...order, asc(clinics.name), asc(clinics.id))
      .limit(limit);
  }

  async byId(id: string): Promise<ClinicRow | undefined> {
    const [row] = await this.db.select().from(clinics).where(eq(clinics.id, id)).limit(1);
    return row;
  }

  async byGroupId(groupId: string): Promise<ClinicRow | undefined> {
    const [row] = await this.db.select().from(clinics).where(eq(clinics.groupId, groupId)).limit(1);
    return row;
  }

  /** The clinic whose ship-to number a member took over when joining it. */
  async byShipTo(shipTo: number): Promise<ClinicRow | undefined> {
    const [row] = await this.db.select().from(clinics).where(eq(clinics.shipTo, shipTo)).limit(1);
    return row;
  }

  insertMissing(rows: NewClinicRow[]): Promise<number> {
    return insertMissing(this.db, clinics, rows);
  }

  private criteria(type: ClinicSearchType, term: string): [SQL, SQL[]] {
    switch (type) {
      case 'zip':
        return [sql`${clinics.zip} like ${startsWithPattern(term)}`, [asc(clinics.zip)]];
      case 'city':
        return [ilike(clinics.city, startsWithPattern(term)), [asc(clinics.city)]];
      case 'name':
        return [
          ilike(clinics.name, containsPattern(term)),
          [desc(sql`${clinics.name} ilike ${startsWithPattern(term)}`)],
        ];
    }
  }
}
