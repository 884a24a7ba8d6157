import { ApiProperty } from '@nestjs/swagger';

export class SkusWithDealDto {
  /** Every variant SKU on a deal for this site, mapped to true; a SKU not listed has no deal. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'boolean', enum: [true] },
    example: { '600104': true, '600302': true },
  })
  skus!: Record<string, true>;
}
