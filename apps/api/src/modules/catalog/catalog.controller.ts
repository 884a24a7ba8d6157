import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { CatalogService } from './catalog.service';
import { ListProductsQueryDto } from './dto/list-products.query.dto';
import { ProductPageDto } from './dto/product-page.dto';

@ApiTags('catalog')
@Controller('catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** A page of products in a stable order, optionally for one species. */
  @Get('products')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listProducts(@Query() query: ListProductsQueryDto): Promise<ProductPageDto> {
    return this.catalog.listProducts(query);
  }
}
