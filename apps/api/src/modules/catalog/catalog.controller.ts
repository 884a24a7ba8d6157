import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { CachedAnswers } from '../../platform/http/cached-answers';
import { RateLimitTier } from '../../platform/rate-limit/rate-limiting';
import type { JsonBody } from '../../platform/http/json-bytes';
import { StaffMembersOnly, StaffSiteAccess } from '../../platform/auth';
import { CatalogCache } from './catalog-cache';
import { CatalogService } from './catalog.service';
import { ListProductsQueryDto, SearchProductsQueryDto } from './dto/list-products.query.dto';
import { ProductPageDto } from './dto/product-page.dto';
import { TaxonomyDto } from './dto/taxonomy.dto';

/**
 * What the listing, search and navigation pages read (SPEC leaves these calls unshown). Answers go
 * through the HTTP edge (CachedAnswers): kept as JSON bytes, compressed ahead, with ETag and
 * Cache-Control, and answered again before Nest's pipeline until the catalogue changes
 * (ApiOkResponse names the DTO the bytes encode).
 */
@ApiTags('catalog')
@StaffMembersOnly()
@Controller('catalog')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cache: CatalogCache,
    private readonly answers: CachedAnswers,
    private readonly access: StaffSiteAccess,
  ) {}

  /**
   * A page of products for /products/{species?}/{category?}/{detail?}, narrowed by facet filters
   * and an optional full-text query, in a stable order. Pass nextCursor back as cursor, with the
   * same filters and sort, for the next page. 404 COLLECTION_NOT_FOUND for an unknown category or
   * detail; 400 SORT_NEEDS_QUERY for sort=relevance without q; 400 INVALID_CURSOR for a foreign cursor.
   */
  @Get('products')
  @ApiOkResponse({ type: ProductPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async listProducts(
    @Query() query: ListProductsQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ProductPageDto> | undefined> {
    return this.answers.reply(
      request,
      reply,
      query,
      this.cache,
      () => this.catalog.listProducts(query),
      this.access.admits,
    );
  }

  /** Search results for the site search (/search?search=...): every product matching q, most relevant first. */
  @Get('search')
  @RateLimitTier('search')
  @ApiOkResponse({ type: ProductPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  async searchProducts(
    @Query() query: SearchProductsQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ProductPageDto> | undefined> {
    return this.answers.reply(
      request,
      reply,
      query,
      this.cache,
      () => this.catalog.searchProducts(query),
      this.access.admits,
    );
  }

  /** Species, categories and life stages that have products, with their listing paths, plus brands, forms and lines. */
  @Get('taxonomy')
  @ApiOkResponse({ type: TaxonomyDto })
  async getTaxonomy(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<TaxonomyDto> | undefined> {
    return this.answers.reply(
      request,
      reply,
      {},
      this.cache,
      () => this.catalog.getTaxonomy(),
      this.access.admits,
    );
  }
}
