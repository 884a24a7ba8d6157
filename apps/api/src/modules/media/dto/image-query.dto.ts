import { ApiProperty } from '@nestjs/swagger';
import {
  ALLOWED_IMAGE_HEIGHTS,
  ALLOWED_IMAGE_QUALITIES,
  ALLOWED_IMAGE_WIDTHS,
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_FITS,
  IMAGE_FORMATS,
  imageHeightProblem,
  imageQualityProblem,
  imageWidthProblem,
  type ImageFit,
  type ImageFormat,
} from '@shop/catalog';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ImageRule } from './image-rule.decorator';

/** Plain digits only: '1e3', ' 12', '1.0' and '0x10' stay strings, which no allowed list holds. */
const digitsToInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/**
 * One rendition of one image. Build these URLs with `optimizedImageUrl` / `imageSrcSet` from
 * @shop/catalog rather than by hand: they only make allowed renditions, and equal renditions
 * share one URL and one cache entry.
 */
export class ImageQueryDto {
  /**
   * The image: a path under /media/ (e.g. /media/products/x.svg), the alias /content-assets/
   * (= /media/content/), or an absolute http(s) URL on the shop's own host or an allowed
   * content host (IMAGE_CONTENT_HOSTS).
   */
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  src!: string;

  /**
   * Output width in pixels: one of SPEC §9's screen widths or the 32 px logo, at densities 1 and 2.
   * w or h is required; the original size is not offered.
   */
  @ApiProperty({ type: 'integer', enum: ALLOWED_IMAGE_WIDTHS, enumName: 'ImageWidth', required: false })
  @ValidateIf((query: ImageQueryDto) => query.w !== undefined || query.h === undefined)
  @Transform(digitsToInt)
  @ImageRule('allowedImageWidth', imageWidthProblem)
  w?: number;

  /**
   * Output height in pixels. Alone: a card image height (SPEC §9: 120 mobile, 200 otherwise) at
   * densities 1 and 2. With w: those, or the height of a square, 4:3 or 16:9 crop at that width
   * (w / ratio, rounded). The box is then filled as `fit` says.
   */
  @ApiProperty({ type: 'integer', required: false, example: ALLOWED_IMAGE_HEIGHTS[1] })
  @IsOptional()
  @Transform(digitsToInt)
  @ImageRule('allowedImageHeight', imageHeightProblem)
  h?: number;

  /** Output format. When absent: webp, unless the Accept header rules it out. */
  @ApiProperty({
    enum: IMAGE_FORMATS,
    enumName: 'ImageFormat',
    required: false,
    default: DEFAULT_IMAGE_FORMAT,
  })
  @IsOptional()
  @IsIn(IMAGE_FORMATS)
  format?: ImageFormat;

  /** Encoder quality, one of a short list; for png, below 100 a palette image. */
  @ApiProperty({
    type: 'integer',
    enum: ALLOWED_IMAGE_QUALITIES,
    enumName: 'ImageQuality',
    required: false,
    default: DEFAULT_IMAGE_QUALITY,
  })
  @Transform(digitsToInt)
  @ImageRule('allowedImageQuality', (query: ImageQueryDto) => imageQualityProblem(query.q))
  q: number = DEFAULT_IMAGE_QUALITY;

  /** How the image fills a w x h box (sharp's fit modes); only matters when both are given. */
  @ApiProperty({ enum: IMAGE_FITS, enumName: 'ImageFit', required: false, default: DEFAULT_IMAGE_FIT })
  @IsOptional()
  @IsIn(IMAGE_FITS)
  fit: ImageFit = DEFAULT_IMAGE_FIT;

  /**
   * Background as hex (rgb, rrggbb or rrggbbaa; a leading # must be sent as %23). Fills the
   * padding of fit=contain and replaces transparency in jpeg. Default: transparent (white in jpeg).
   */
  @IsOptional()
  @Matches(/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, {
    message: 'bg must be a hex colour such as ffffff',
  })
  bg?: string;
}
