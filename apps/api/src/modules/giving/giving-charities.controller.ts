import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RateLimitTier } from '../../platform/rate-limit/rate-limiting';
import {
  CharitiesByEinsDto,
  CharitiesByEinsQueryDto,
  CharitySearchQueryDto,
  CharitySearchResultDto,
  GivingCauseDto,
  PortfolioQueryDto,
} from './dto/giving-cause.dto';
import { GivingCausesService } from './giving-causes.service';
import { GivingStoreCall, GivingStoreId } from './giving-store-id.decorator';

/** SPEC §7 charitable-giving provider, service 'charities'. */
@ApiTags('giving')
@Controller('giving/charities')
export class GivingCharitiesController {
  constructor(private readonly causes: GivingCausesService) {}

  /**
   * Charities by name words, the start of a ZIP or a city, a state and a category (0-25 or 'all');
   * 25 from 0 in category 3 (animal-related) by default. Ranked: names starting with the words
   * first. At most 50 a page and 500 deep.
   */
  @Get('search')
  @GivingStoreCall()
  @RateLimitTier('search')
  searchCharities(
    @GivingStoreId() storeId: string,
    @Query() query: CharitySearchQueryDto,
  ): Promise<CharitySearchResultDto> {
    return this.causes.search(storeId, query);
  }

  /** Charities by tax id (at most 50), in the order asked; unknown ones are left out. */
  @Get('search-by-eins')
  @GivingStoreCall()
  async searchCharitiesByEins(
    @GivingStoreId() storeId: string,
    @Query() query: CharitiesByEinsQueryDto,
  ): Promise<CharitiesByEinsDto> {
    return { charities: await this.causes.byEins(storeId, query.eins.split(',')) };
  }
}

/** SPEC §7 charitable-giving provider, service 'portfolios'. */
@ApiTags('giving')
@Controller('giving/portfolios')
export class GivingPortfoliosController {
  constructor(private readonly causes: GivingCausesService) {}

  /** A portfolio with its charities; 404 GIVING_PORTFOLIO_NOT_FOUND for an id that is none. */
  @Get('cc-query-with-charities')
  @GivingStoreCall()
  getPortfolioWithCharities(
    @GivingStoreId() storeId: string,
    @Query() query: PortfolioQueryDto,
  ): Promise<GivingCauseDto> {
    return this.causes.portfolio(storeId, query.id);
  }
}
