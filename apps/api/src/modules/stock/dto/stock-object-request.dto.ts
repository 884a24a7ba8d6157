import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DELIVERY_DESTINATIONS, type DeliveryDestination } from '../delivery-destination';

export class StockObjectRequestDto {
  /** HOME for delivery to the shopper, CLINIC for delivery to a staff member's clinic. */
  @ApiProperty({ enum: DELIVERY_DESTINATIONS, enumName: 'DeliveryDestination' })
  @IsIn(DELIVERY_DESTINATIONS)
  destination!: DeliveryDestination;
}
