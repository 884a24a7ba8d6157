import { Body, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { CachedAnswers } from '../../platform/http/cached-answers';
import type { JsonBody } from '../../platform/http/json-bytes';
import { StaffMembersOnly, StaffSiteAccess } from '../../platform/auth';
import { CatalogCache } from './catalog-cache';
import { CatalogService } from './catalog.service';
import { CollectionFiltersDto, DEFAULT_FACET_VALUES, GetFiltersBodyDto } from './dto/filters.dto';
import { HandleDto, HandlesBodyDto } from './dto/handles.dto';
import { ListingProductDto } from './dto/listing-product.dto';
import { ProductDto } from './dto/product.dto';
import { ListingProductsByHandlesDto, ProductsByHandlesDto } from './dto/products-by-handles.dto';

/** The catalogue calls of SPEC §7, served at the paths the storefront contract names. */
@ApiTags('catalog')
@StaffMembersOnly()
@Controller('ecom/v1.0')
export class EcomCatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cache: CatalogCache,
    private readonly answers: CachedAnswers,
    private readonly access: StaffSiteAccess,
  ) {}

  /** Full products (every variant) for up to 50 handles, in the order asked; unknown handles are listed apart. */
  @ReadOnlyPost('get-products-by-handles')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getProductsByHandles(@Body() body: HandlesBodyDto): Promise<ProductsByHandlesDto> {
    return this.catalog.getProductsByHandles(body.handles);
  }

  /** The product detail page's product. 404 PRODUCT_NOT_FOUND for an unknown handle. */
  @Get('get-product-by-handle')
  @ApiOkResponse({ type: ProductDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async getProductByHandle(
    @Query() query: HandleDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ProductDto> | undefined> {
    // Cached JSON bytes, sent as they are; once given, sent again before Nest's pipeline.
    return this.answers.reply(
      request,
      reply,
      query,
      this.cache,
      () => this.catalog.getProductByHandle(query.handle),
      this.access.admits,
    );
  }

  /** Card-ready products (with price range) for up to 50 handles, e.g. a carousel's. */
  @ReadOnlyPost('get-listing-products-by-handles')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getListingProductsByHandles(@Body() body: HandlesBodyDto): Promise<ListingProductsByHandlesDto> {
    return this.catalog.getListingProductsByHandles(body.handles);
  }

  /** One card-ready product. 404 PRODUCT_NOT_FOUND for an unknown handle. */
  @ReadOnlyPost('get-listing-product-by-handle')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getListingProductByHandle(@Body() body: HandleDto): Promise<ListingProductDto> {
    return this.catalog.getListingProductByHandle(body.handle);
  }

  /**
   * The filter facets of a collection ('all', 'dog', 'dog/dry-food/puppy', 'prescription-diet'...):
   * each facet's values with how many of the collection's products have them, most common first.
   * 404 COLLECTION_NOT_FOUND for an unknown collection.
   */
  @ReadOnlyPost('get-filters-by-handle')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getFiltersByHandle(@Body() body: GetFiltersBodyDto): Promise<CollectionFiltersDto> {
    return this.catalog.getFiltersByHandle(body.handle, body.limit ?? DEFAULT_FACET_VALUES);
  }
}
