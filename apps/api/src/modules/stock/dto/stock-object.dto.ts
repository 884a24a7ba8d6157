import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_DESTINATIONS, type DeliveryDestination } from '../delivery-destination';

/** Where one warehouse delivers. */
export class ZipCoverageEntryDto {
  /** Code of the warehouse these ZIPs are served from. */
  warehouse!: string;
  /** Sorted, non-overlapping 'from-to' ranges of 5-digit ZIPs, both ends included, e.g. '80000-83899'. */
  zips!: string[];
}

export class StockObjectDto {
  @ApiProperty({ enum: DELIVERY_DESTINATIONS, enumName: 'DeliveryDestination' })
  destination!: DeliveryDestination;
  /** One entry per warehouse; a ZIP in none of them is not served for this destination. */
  all_zips!: ZipCoverageEntryDto[];
}

export class StockObjectResponseDto {
  /** The stock object of the requested destination. */
  data!: StockObjectDto[];
}
