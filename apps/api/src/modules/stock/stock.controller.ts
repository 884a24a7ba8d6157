import { Body, Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { ProductsStockRequestDto } from './dto/products-stock-request.dto';
import { ProductsStockDto } from './dto/products-stock.dto';
import { StateByZipRequestDto } from './dto/state-by-zip-request.dto';
import { StateLookupDto } from './dto/state-lookup.dto';
import { StockObjectRequestDto } from './dto/stock-object-request.dto';
import { StockObjectResponseDto } from './dto/stock-object.dto';
import { WarehouseLookupDto } from './dto/warehouse-lookup.dto';
import { ZipDestinationQueryDto } from './dto/zip-destination.query.dto';
import { StockService } from './stock.service';

@ApiTags('stock')
@Controller()
export class StockController {
  constructor(private readonly stock: StockService) {}

  /** Every served ZIP range for a destination; the storefront's ZIP picker validates against it. */
  @ReadOnlyPost('get-stock-object')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getStockObject(@Body() body: StockObjectRequestDto): Promise<StockObjectResponseDto> {
    return this.stock.getStockObject(body.destination);
  }

  /**
   * Stock status of up to 100 SKUs at a ZIP. 400 INVALID_ZIP when the ZIP is not 5 digits,
   * 400 ZIP_NOT_SERVED when no warehouse delivers there (unless ZIP validation is bypassed).
   */
  @ReadOnlyPost('get-products-stock')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getProductsStock(@Body() body: ProductsStockRequestDto): Promise<ProductsStockDto> {
    return this.stock.getProductsStock(body);
  }

  /** The warehouse delivering to a ZIP; 404 WAREHOUSE_NOT_FOUND when none does. */
  @Get('get-warehouse-by-zipcode')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getWarehouseByZipcode(@Query() query: ZipDestinationQueryDto): Promise<WarehouseLookupDto> {
    return this.stock.getWarehouseByZip(query.zipCode, query.destination);
  }

  /** The US state (or DC) of a ZIP; 404 STATE_NOT_FOUND for a ZIP outside every state. */
  @ReadOnlyPost('get-state-by-zipcode')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getStateByZipcode(@Body() body: StateByZipRequestDto): Promise<StateLookupDto> {
    return this.stock.getStateByZip(body.zipCode);
  }

  /**
   * When an order placed now would arrive, as text ('Tuesday, November 24'): the serving
   * warehouse's cut-off, processing and transit business days, weekends skipped. Fastify sends a
   * string as text/plain; errors stay JSON, so only the 200 response is documented as text.
   */
  @Get('get-estimated-delivery-date')
  @ApiOkResponse({
    content: { 'text/plain': { schema: { type: 'string', example: 'Tuesday, November 24' } } },
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getEstimatedDeliveryDate(@Query() query: ZipDestinationQueryDto): Promise<string> {
    return this.stock.getEstimatedDeliveryDate(query.zipCode, query.destination);
  }
}
