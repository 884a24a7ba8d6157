import { ApiProperty } from '@nestjs/swagger';
import { CONTENT_PALETTE, type ContentColor } from '@shop/catalog';
import { ContentButtonDto, ContentImageDto } from './content-link.dto';

export class FeatureDto {
  heading!: string;
  body!: string;
  @ApiProperty({ type: ContentImageDto, nullable: true })
  image!: ContentImageDto | null;
  buttons!: ContentButtonDto[];
}

/** One or more features side by side: a hero, a row of benefits, the error page's message. */
export class FeatureSectionComponentDto {
  @ApiProperty({ enum: ['feature_section'] })
  type!: 'feature_section';
  features!: FeatureDto[];
}

/** A carousel of product cards (SPEC §2); the storefront loads the products by handle. */
export class ProductCarouselComponentDto {
  @ApiProperty({ enum: ['product_carousel'] })
  type!: 'product_carousel';
  headline!: string;
  paragraph!: string;
  /** Catalogue product handles, in display order. */
  handles!: string[];
  @ApiProperty({ enum: CONTENT_PALETTE, enumName: 'ContentColor' })
  backgroundColor!: ContentColor;
  @ApiProperty({ enum: CONTENT_PALETTE, enumName: 'ContentColor' })
  copyColor!: ContentColor;
  /** True when the carousel is the page's last block (it then needs no bottom spacing). */
  isLastComponent!: boolean;
}

/** Editor-written HTML (headings, paragraphs, lists, links). */
export class RichTextComponentDto {
  @ApiProperty({ enum: ['rich_text'] })
  type!: 'rich_text';
  html!: string;
}

export class FaqItemDto {
  question!: string;
  answer!: string;
}

export class FaqComponentDto {
  @ApiProperty({ enum: ['faq'] })
  type!: 'faq';
  heading!: string;
  items!: FaqItemDto[];
}

/**
 * A video (SPEC §9: played from GET /api/site `videoPlayer.baseUrl` + videoId). Shown as its
 * poster with a play button until played; a player that sets cookies plays only with functional consent.
 */
export class VideoComponentDto {
  @ApiProperty({ enum: ['video'] })
  type!: 'video';
  /** The player's id of the video (letters, digits, - and _). */
  @ApiProperty({ example: 'M7lc1UVf-VE' })
  videoId!: string;
  /** What the video shows: the play button's and the player's accessible name. */
  title!: string;
  @ApiProperty({ type: ContentImageDto, nullable: true })
  poster!: ContentImageDto | null;
}

export type ContentComponentDto =
  | FeatureSectionComponentDto
  | ProductCarouselComponentDto
  | RichTextComponentDto
  | FaqComponentDto
  | VideoComponentDto;

/** Every component class, for @ApiExtraModels and the oneOf of ContentPageDto.components. */
export const CONTENT_COMPONENT_DTOS = {
  feature_section: FeatureSectionComponentDto,
  product_carousel: ProductCarouselComponentDto,
  rich_text: RichTextComponentDto,
  faq: FaqComponentDto,
  video: VideoComponentDto,
} as const;
