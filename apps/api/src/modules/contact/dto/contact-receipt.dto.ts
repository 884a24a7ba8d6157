import { ApiProperty } from '@nestjs/swagger';

/** The answer to a message the shop has taken in. */
export class ContactReceiptDto {
  @ApiProperty({ enum: ['received'] })
  status!: 'received';

  /** Quote it when writing again ('C-7K3M9QXA'); the acknowledgement mail carries it too. */
  @ApiProperty({ pattern: '^C-[0-9A-HJKMNP-TV-Z]{8}$' })
  reference!: string;
}
