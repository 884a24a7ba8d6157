import { Body, Controller } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { StaffMembersOnly } from '../../platform/auth';
import { CatalogService } from './catalog.service';
import { SubscriptionProductDto, SubscriptionProductRequestDto } from './dto/selling-plan.dto';

/** The subscription-service product look-up of SPEC §7 'Catalogue', answered from the catalogue's plans. */
@ApiTags('catalog')
@StaffMembersOnly()
@Controller()
export class SubscriptionProductController {
  constructor(private readonly catalog: CatalogService) {}

  /**
   * Whether a SKU may be bought on autoship and its delivery plans (every 2, 4, 6 or 8 weeks).
   * 404 SKU_NOT_FOUND for a SKU the catalogue does not have.
   */
  @ReadOnlyPost('get-ordergroove-product-by-sku')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SKU_NOT_FOUND' })
  getOrdergrooveProductBySku(@Body() body: SubscriptionProductRequestDto): Promise<SubscriptionProductDto> {
    return this.catalog.subscriptionProduct(body.sku);
  }
}
