import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DonationResultDto, MultipleDonationRequestDto, ProductDonationQueryDto } from './dto/donation.dto';
import { GivingDonationsService } from './giving-donations.service';
import { GivingStoreCall, GivingStoreId } from './giving-store-id.decorator';

/** SPEC §7 charitable-giving provider, service 'products': what a product or a cart gives. */
@ApiTags('giving')
@Controller('giving/products')
export class GivingProductsController {
  constructor(private readonly donations: GivingDonationsService) {}

  /** One item's donation at its real price, to the chosen cause (404 GIVING_CAUSE_NOT_FOUND for an unknown one). */
  @Get('donation-by-cms-id')
  @GivingStoreCall()
  getProductDonation(
    @GivingStoreId() storeId: string,
    @Query() query: ProductDonationQueryDto,
  ): Promise<DonationResultDto> {
    return this.donations.productDonation(storeId, query);
  }

  /** A cart's donation: after its discounts, before tax and shipping; direct donations ignored when asked. */
  @Post('get-multiple-donation')
  @HttpCode(HttpStatus.OK)
  @GivingStoreCall()
  getMultipleDonation(
    @GivingStoreId() storeId: string,
    @Body() body: MultipleDonationRequestDto,
  ): Promise<DonationResultDto> {
    return this.donations.cartDonation(storeId, body);
  }
}
