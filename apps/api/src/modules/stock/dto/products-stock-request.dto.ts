import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DELIVERY_DESTINATIONS, type DeliveryDestination } from '../delivery-destination';

export const MAX_SKUS_PER_STOCK_REQUEST = 100;

export class ProductsStockRequestDto {
  /** Variant SKUs to check, 1 to 100; repeats are answered once. */
  @ApiProperty({
    type: String,
    isArray: true,
    minItems: 1,
    maxItems: MAX_SKUS_PER_STOCK_REQUEST,
    maxLength: 64,
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_SKUS_PER_STOCK_REQUEST)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(64, { each: true })
  skus!: string[];

  /** 5-digit ZIP of the delivery address. */
  @IsString()
  @MaxLength(20)
  zipCode!: string;

  @ApiProperty({ enum: DELIVERY_DESTINATIONS, enumName: 'DeliveryDestination' })
  @IsIn(DELIVERY_DESTINATIONS)
  destination!: DeliveryDestination;
}
