import { Injectable } from '@nestjs/common';
import { CHARITY_SEARCH_DEFAULTS, causeKind, isPortfolioId } from '@shop/giving';
import type { Database } from '../../platform/database/database.types';
import { CHARITY_SEARCH_CANDIDATE_LIMIT, CHARITY_SEARCH_MAX_WORDS } from './charity-search-bounds';
import type { CharitySearchQueryDto, CharitySearchResultDto, GivingCauseDto } from './dto/giving-cause.dto';
import { givingCauseNotFound, portfolioNotFound } from './giving-errors';
import { charityCause, portfolioCause, type StoreConfig } from './giving.mapper';
import { GivingCausesRepository } from './giving-causes.repository';
import { GivingStoresService } from './giving-stores.service';

/** A cause as an order's record and a confirmation need it (name, city, state, EIN). */
export interface CauseSummary {
  id: string;
  kind: 'charity' | 'portfolio';
  name: string;
  city: string | null;
  state: string | null;
  /** The charity's tax id; null for a portfolio. */
  ein: string | null;
  /** A portfolio's charities (each gets an equal share); empty for a charity. */
  charities: { ein: string; name: string; city: string; state: string }[];
}

/**
 * Charities (by tax id) and portfolios (by 32-hex id), SPEC §3 Cause: the search of SPEC §7 with
 * its §9 defaults, look-ups by EIN and portfolio, and the cause a donation goes to.
 */
@Injectable()
export class GivingCausesService {
  constructor(
    private readonly repository: GivingCausesRepository,
    private readonly stores: GivingStoresService,
  ) {}

  /** SPEC §7 charities GET /search: 25 from 0 in category 3 by default (§9), ranked and bounded. */
  async search(storeId: string, query: CharitySearchQueryDto): Promise<CharitySearchResultDto> {
    const store = await this.stores.config(storeId);
    const skip = query.skip ?? CHARITY_SEARCH_DEFAULTS.skip;
    const take = query.take ?? CHARITY_SEARCH_DEFAULTS.take;
    const words = nameWords(query.q ?? '');
    // Text that holds no word at all ('%%%', '---') matches no name, rather than every name.
    if (query.q?.trim() && words.length === 0)
      return { charities: [], total: 0, totalIsLowerBound: false, skip, take };
    const category = query.categoryId ?? CHARITY_SEARCH_DEFAULTS.categoryId;
    const [page, categories] = await Promise.all([
      this.repository.search({
        words,
        phrase: words.length ? words.join(' ') : null,
        zip: query.zip ?? null,
        city: query.city?.trim() || null,
        state: query.state ?? null,
        categoryId: category === 'all' ? null : Number(category),
        skip,
        take,
      }),
      this.stores.categories(),
    ]);
    const bounded = page.counted > CHARITY_SEARCH_CANDIDATE_LIMIT;
    return {
      charities: page.rows.map((row) => charityCause(row, store, categories)),
      total: bounded ? CHARITY_SEARCH_CANDIDATE_LIMIT : page.counted,
      totalIsLowerBound: bounded,
      skip,
      take,
    };
  }

  /** SPEC §7 charities GET /search-by-eins: the known ones, in the order asked. */
  async byEins(storeId: string, eins: readonly string[]): Promise<GivingCauseDto[]> {
    const [store, categories, rows] = await Promise.all([
      this.stores.config(storeId),
      this.stores.categories(),
      this.repository.byEins(eins),
    ]);
    const byEin = new Map(rows.map((row) => [row.ein, row]));
    return [...new Set(eins)].flatMap((ein) => {
      const row = byEin.get(ein);
      return row ? [charityCause(row, store, categories)] : [];
    });
  }

  /** SPEC §7 portfolios GET /cc-query-with-charities; 404 for an id that is no portfolio. */
  async portfolio(storeId: string, id: string): Promise<GivingCauseDto> {
    const store = await this.stores.config(storeId);
    const found = isPortfolioId(id) ? await this.repository.portfolio(id.toLowerCase()) : null;
    if (!found) throw portfolioNotFound();
    return portfolioCause(found.portfolio, found.charities, store, await this.stores.categories());
  }

  /** The cause behind an id (SPEC §5 decides the kind); 404 GIVING_CAUSE_NOT_FOUND when there is none. */
  async summary(id: string, db?: Database): Promise<CauseSummary> {
    const found = await this.find(id, db);
    if (!found) throw givingCauseNotFound(id);
    return found;
  }

  /** The cause behind an id, or null. */
  async find(id: string, db?: Database): Promise<CauseSummary | null> {
    if (causeKind(id) === 'charity') {
      const [row] = await this.repository.byEins([id], db);
      return row
        ? {
            id: row.ein,
            kind: 'charity',
            name: row.name,
            city: row.city,
            state: row.state,
            ein: row.ein,
            charities: [],
          }
        : null;
    }
    if (!isPortfolioId(id)) return null;
    const found = await this.repository.portfolio(id.toLowerCase(), db);
    if (!found) return null;
    return {
      id: found.portfolio.id,
      kind: 'portfolio',
      name: found.portfolio.name,
      city: null,
      state: null,
      ein: null,
      charities: found.charities.map(({ ein, name, city, state }) => ({ ein, name, city, state })),
    };
  }
}

/** A store's view of a cause (its multiplier), for callers that hold the store already. */
export function multiplierOf(store: StoreConfig, causeId: string | null): number {
  return causeId === null ? 1 : (store.multipliers[causeId] ?? 1);
}

/**
 * The words of a name search: letters and digits (any script) only, lower-cased, at most
 * CHARITY_SEARCH_MAX_WORDS of them, so nothing typed can break the text query.
 */
export function nameWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, CHARITY_SEARCH_MAX_WORDS)
    .map((w) => w.slice(0, 40));
}
