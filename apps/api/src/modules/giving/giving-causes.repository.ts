import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { startsWithPattern } from '../../platform/database/like-pattern';
import { CHARITY_SEARCH_CANDIDATE_LIMIT } from './charity-search-bounds';
import {
  givingCharities,
  givingPortfolioCharities,
  givingPortfolios,
  type GivingCharityRow,
  type GivingPortfolioRow,
} from './giving.schema';

/** What a charity search asks, already checked and bounded (GivingCausesService). */
export interface CharityCriteria {
  /** Name words, lower case, letters and digits only; each matches the start of a name word. */
  words: string[];
  /** The words as the shopper typed them, for the "name starts with" ranking. */
  phrase: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  categoryId: number | null;
  skip: number;
  take: number;
}

export interface CharityPage {
  rows: CharityRow[];
  /** Counted up to CHARITY_SEARCH_CANDIDATE_LIMIT + 1. */
  counted: number;
}

const CHARITY_COLUMNS = {
  ein: givingCharities.ein,
  name: givingCharities.name,
  website: givingCharities.website,
  logoUrl: givingCharities.logoUrl,
  streetAddress: givingCharities.streetAddress,
  city: givingCharities.city,
  state: givingCharities.state,
  zip: givingCharities.zip,
  description: givingCharities.description,
  categoryId: givingCharities.categoryId,
  headline: givingCharities.headline,
  bannerImageUrl: givingCharities.bannerImageUrl,
};
export type CharityRow = Omit<GivingCharityRow, 'searchVector'>;

/** The Drizzle queries of charities and portfolios. */
@Injectable()
export class GivingCausesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * One page of a charity search and its bounded count. Without words: every match in name order
   * (an index walk: giving_charities_category_name_idx or _state_name_idx). With words: the first
   * CHARITY_SEARCH_CANDIDATE_LIMIT matches in name order are the candidates (an index walk that
   * stops there for a common word, the GIN index for a rare one), ranked by whether the name starts
   * with what was typed, then ts_rank, then name; so a search costs the same at any registry size
   * (docs/decisions.md, 'Charity search').
   */
  async search(criteria: CharityCriteria): Promise<CharityPage> {
    const conditions = conditionsOf(criteria);
    const where = conditions.length ? and(...conditions) : undefined;
    const nameOrder = sql`${givingCharities.name} collate "C"`;
    const counted = this.db.execute(sql`select count(*)::int as n from (
      select 1 from ${givingCharities} ${where ? sql`where ${where}` : sql``}
      limit ${CHARITY_SEARCH_CANDIDATE_LIMIT + 1}) matches`);
    let page: Promise<CharityRow[]>;
    if (criteria.words.length === 0) {
      page = this.db
        .select(CHARITY_COLUMNS)
        .from(givingCharities)
        .where(where)
        .orderBy(nameOrder, asc(givingCharities.ein))
        .offset(criteria.skip)
        .limit(criteria.take);
    } else {
      const query = tsQueryOf(criteria.words);
      const startsWith = sql`lower(c.name) like ${startsWithPattern((criteria.phrase ?? '').toLowerCase())}`;
      const candidates = this.db
        .select({ ...CHARITY_COLUMNS, vector: givingCharities.searchVector })
        .from(givingCharities)
        .where(where)
        .orderBy(nameOrder, asc(givingCharities.ein))
        .limit(CHARITY_SEARCH_CANDIDATE_LIMIT)
        .as('c');
      page = this.db
        .select({
          ein: candidates.ein,
          name: candidates.name,
          website: candidates.website,
          logoUrl: candidates.logoUrl,
          streetAddress: candidates.streetAddress,
          city: candidates.city,
          state: candidates.state,
          zip: candidates.zip,
          description: candidates.description,
          categoryId: candidates.categoryId,
          headline: candidates.headline,
          bannerImageUrl: candidates.bannerImageUrl,
        })
        .from(candidates)
        .orderBy(
          sql`${startsWith} desc`,
          sql`ts_rank(c.search_vector, ${query}) desc`,
          sql`c.name collate "C"`,
          sql`c.ein`,
        )
        .offset(criteria.skip)
        .limit(criteria.take);
    }
    const [rows, count] = await Promise.all([page, counted]);
    return { rows, counted: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
  }

  byEins(eins: readonly string[], db: Database = this.db): Promise<CharityRow[]> {
    if (eins.length === 0) return Promise.resolve([]);
    return db
      .select(CHARITY_COLUMNS)
      .from(givingCharities)
      .where(inArray(givingCharities.ein, [...new Set(eins)]));
  }

  async portfolio(
    id: string,
    db: Database = this.db,
  ): Promise<{ portfolio: GivingPortfolioRow; charities: CharityRow[] } | null> {
    const [portfolio] = await db.select().from(givingPortfolios).where(eq(givingPortfolios.id, id)).limit(1);
    if (!portfolio) return null;
    const charities = await db
      .select(CHARITY_COLUMNS)
      .from(givingPortfolioCharities)
      .innerJoin(givingCharities, eq(givingCharities.ein, givingPortfolioCharities.charityEin))
      .where(eq(givingPortfolioCharities.portfolioId, id))
      .orderBy(asc(givingPortfolioCharities.position), asc(givingCharities.ein));
    return { portfolio, charities };
  }
}

/** Each word must start a word of the name: 'happ:* & paw:*'. Words are letters and digits only. */
function tsQueryOf(words: readonly string[]): SQL {
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
}

function conditionsOf(c: CharityCriteria): SQL[] {
  const conditions: (SQL | undefined)[] = [
    c.categoryId === null ? undefined : eq(givingCharities.categoryId, c.categoryId),
    c.state ? eq(givingCharities.state, c.state) : undefined,
    c.zip ? sql`${givingCharities.zip} like ${startsWithPattern(c.zip)}` : undefined,
    c.city ? sql`lower(${givingCharities.city}) like ${startsWithPattern(c.city.toLowerCase())}` : undefined,
    c.words.length ? sql`${givingCharities.searchVector} @@ ${tsQueryOf(c.words)}` : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The rows of a raw statement: node-postgres and PGlite both answer them as `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
