import { ApiProperty } from '@nestjs/swagger';
import { SITE_IDS, type SiteId } from '@shop/identity';

export class SiteDto {
  /** DTC is the consumer shop; HPSF the staff-feeding site. */
  @ApiProperty({ enum: SITE_IDS, enumName: 'SiteId' })
  siteId!: SiteId;
  /** The site's name, used in page titles ('%s | {title}'). */
  title!: string;
  /** True on the staff-feeding site, which hides prices and consumer features. */
  staff!: boolean;
}
