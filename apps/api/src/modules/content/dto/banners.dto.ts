import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BANNER_PLACEMENTS, type BannerPlacement } from '../content-components';
import { ContentImageDto, ContentLinkDto } from './content-link.dto';

export class BannersRequestDto {
  /** Only banners for this placement; all of them when omitted. */
  @ApiProperty({ enum: BANNER_PLACEMENTS, enumName: 'BannerPlacement', required: false })
  @IsOptional()
  @IsIn(BANNER_PLACEMENTS)
  placement?: BannerPlacement;
}

export class BannerDto {
  id!: string;
  headline!: string;
  /** May be empty. */
  body!: string;
  @ApiProperty({ type: ContentLinkDto, nullable: true })
  link!: ContentLinkDto | null;
  @ApiProperty({ type: ContentImageDto, nullable: true })
  image!: ContentImageDto | null;
  @ApiProperty({ enum: BANNER_PLACEMENTS, enumName: 'BannerPlacement' })
  placement!: BannerPlacement;
}

export class BannersDto {
  /** Active banners for this site, in display order. */
  banners!: BannerDto[];
}
