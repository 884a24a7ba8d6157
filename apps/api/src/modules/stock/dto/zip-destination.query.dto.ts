import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DELIVERY_DESTINATIONS, type DeliveryDestination } from '../delivery-destination';

/** A delivery address reduced to what the warehouse choice needs. */
export class ZipDestinationQueryDto {
  /** 5-digit ZIP of the delivery address. */
  @IsString()
  @MaxLength(20)
  zipCode!: string;

  /** Defaults to HOME. */
  @ApiProperty({
    enum: DELIVERY_DESTINATIONS,
    enumName: 'DeliveryDestination',
    required: false,
    default: 'HOME',
  })
  @IsOptional()
  @IsIn(DELIVERY_DESTINATIONS)
  destination: DeliveryDestination = 'HOME';
}
